//! The Engines window (issue 47): add an engine by its program's path (it is started,
//! asked `uci` off the UI thread, and listed with its name, author and every option it
//! reports), set its options (spin, check, combo, string; buttons are sent by the
//! engine's own use, not kept), choose the one the analysis uses, remove one. Every
//! change goes straight into the settings.
use super::options::OptionKind;
use super::spec::{EngineSpec, MOVE_MS};
use super::{EngineError, EngineInfo, probe};
use crate::command::{Action, Command};
use crate::job::{Job, Worker};
use egui::{RichText, Ui};
use std::path::PathBuf;

/// Asking an engine what it is, off the UI thread.
type Probe = Job<(), Result<EngineInfo, EngineError>>;

/// The window's own state.
#[derive(Default)]
pub struct EnginesWindow {
    /// The path typed, and the arguments (split at spaces).
    pub path: String,
    pub args: String,
    /// The engine being asked what it is.
    probing: Option<(PathBuf, Vec<String>, Probe)>,
    /// What the last try to add said (an error, or the engine added).
    pub message: Option<(bool, String)>,
    focus_path: bool,
    /// A program chosen in the file dialog, to be asked what it is next frame.
    add_next: bool,
}

impl std::fmt::Debug for EnginesWindow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EnginesWindow")
            .field("path", &self.path)
            .field("probing", &self.probing.is_some())
            .field("message", &self.message)
            .finish()
    }
}

impl EnginesWindow {
    /// Whether an engine is being asked what it is.
    pub fn probing(&self) -> bool {
        self.probing.is_some()
    }

    /// The program chosen in the file dialog (Browse…): in the field, and added.
    pub fn program_chosen(&mut self, path: &std::path::Path) {
        self.path = path.display().to_string();
        self.add_next = true;
    }

    /// Starts asking the engine at the typed path.
    fn add(&mut self, ctx: &egui::Context) {
        let path = PathBuf::from(self.path.trim());
        if path.as_os_str().is_empty() {
            self.message = Some((false, t!("engines-path-needed")));
            return;
        }
        let asked = path.clone();
        let args: Vec<String> = self.args.split_whitespace().map(String::from).collect();
        let given = args.clone();
        let job = Job::spawn("otherworlds-engine-probe", ctx, move |_: &Worker<()>| {
            probe(&asked, &given)
        });
        self.probing = Some((path, args, job));
        self.message = None;
    }

    /// The answer of the engine being asked, once there: added to `engines`.
    fn poll(&mut self, engines: &mut Vec<EngineSpec>) {
        let Some((path, args, job)) = &self.probing else {
            return;
        };
        let answer = match (job.ready(), job.panicked()) {
            (Some(answer), _) => answer.clone().map_err(|e| e.to_string()),
            (None, Some(why)) => Err(why.to_string()),
            (None, None) => return,
        };
        let (path, args) = (path.clone(), args.clone());
        self.probing = None;
        self.message = Some(match answer {
            Ok(info) => {
                let taken: Vec<&str> = engines.iter().map(|e| e.name.as_str()).collect();
                let spec = EngineSpec::new(path, args, &info, &taken);
                let text = t!(
                    "engines-added",
                    name = spec.name.as_str(),
                    count = spec.options.len()
                );
                engines.push(spec);
                self.path.clear();
                self.args.clear();
                (true, text)
            }
            Err(e) => (false, e),
        });
    }
}

/// The window; `CloseEngines` when Close or Escape closes it.
pub fn engines_ui(
    ctx: &egui::Context,
    window: &mut EnginesWindow,
    engines: &mut Vec<EngineSpec>,
    chosen: &mut Option<String>,
) -> Option<Action> {
    window.poll(engines);
    let mut command = None;
    let focus = !std::mem::replace(&mut window.focus_path, true);
    let screen = ctx.content_rect();
    let width = (screen.width() - 64.0).clamp(280.0, 720.0);
    let room = (screen.height() - 64.0).max(240.0);
    let modal = egui::Modal::new(egui::Id::unique("engines-window")).show(ctx, |ui| {
        ui.set_max_width(width);
        ui.set_max_height(room);
        ui.heading(t!("engines-title"));
        ui.label(RichText::new(t!("engines-intro")).small());
        let browse = add_row_ui(ui, window, focus);
        ui.separator();
        let close_row = ui.spacing().interact_size.y + 3.0 * ui.spacing().item_spacing.y + 8.0;
        let height = (ui.available_height() - close_row).max(80.0);
        egui::ScrollArea::vertical()
            .max_height(height)
            .auto_shrink([false, true])
            .show(ui, |ui| list_ui(ui, engines, chosen));
        ui.separator();
        command = crate::dialog::close_button_ui(ui, Command::CloseEngines, false).or(browse);
    });
    if window.probing() {
        ctx.request_repaint_after(std::time::Duration::from_millis(100));
    }
    crate::dialog::answer(&modal, command, Command::CloseEngines)
}

/// The path field, Add, and what the last try said.
fn add_row_ui(ui: &mut Ui, window: &mut EnginesWindow, focus: bool) -> Option<Action> {
    let label = ui.label(t!("engines-path"));
    let mut add = std::mem::take(&mut window.add_next);
    let mut command = None;
    // Tab goes from the program to Browse…, the arguments, then Add.
    ui.horizontal(|ui| {
        let field = egui::TextEdit::singleline(&mut window.path)
            .hint_text(t!("engines-path-hint"))
            .desired_width(ui.available_width() - 120.0);
        let r = ui.add(field).labelled_by(label.id);
        if focus {
            r.request_focus();
        }
        add |= r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let browse = Command::BrowseEngine;
        let r = ui.add_enabled(!window.probing(), egui::Button::new(browse.label()));
        if r.on_hover_text(browse.tooltip()).clicked() {
            command = Some(browse.into());
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label(t!("engines-args"));
        let field = egui::TextEdit::singleline(&mut window.args)
            .hint_text(t!("engines-args-hint"))
            .desired_width(ui.available_width() - 120.0);
        let r = ui.add(field).labelled_by(label.id);
        add |= r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let button = ui.add_enabled(!window.probing(), egui::Button::new(t!("engines-add")));
        add |= button.on_hover_text(t!("engines-add-tip")).clicked();
    });
    if add && !window.probing() {
        window.add(ui.ctx());
    }
    if window.probing() {
        ui.label(t!("engines-asking"));
    } else if let Some((ok, text)) = &window.message {
        let color = match ok {
            true => ui.visuals().text_color(),
            false => ui.visuals().warn_fg_color,
        };
        ui.label(RichText::new(text).color(color));
    }
    command
}

/// Each engine: who it is, what it plays, its options, use it, remove it.
fn list_ui(ui: &mut Ui, engines: &mut Vec<EngineSpec>, chosen: &mut Option<String>) {
    if engines.is_empty() {
        ui.label(t!("engines-none"));
        return;
    }
    let mut removed = None;
    for (i, spec) in engines.iter_mut().enumerate() {
        ui.push_id(i, |ui| {
            ui.strong(&spec.name);
            ui.label(t!(
                "engines-about",
                author = spec.author.as_str(),
                path = format!("{} {}", spec.path.display(), spec.args.join(" "))
                    .trim_end()
                    .to_string(),
                variants = spec.variants.join(", ")
            ));
            ui.horizontal_wrapped(|ui| {
                let using = chosen.as_deref() == Some(spec.name.as_str());
                if ui
                    .selectable_label(using, t!("engines-use"))
                    .on_hover_text(t!("engines-use-tip"))
                    .clicked()
                {
                    *chosen = match using {
                        true => None,
                        false => Some(spec.name.clone()),
                    };
                }
                if ui.button(t!("engines-remove")).clicked() {
                    removed = Some(i);
                }
            });
            ui.horizontal(|ui| {
                let label = ui.label(t!("engines-move-time"));
                let mut seconds = spec.move_time().as_secs_f64();
                let range = *MOVE_MS.start() as f64 / 1000.0..=*MOVE_MS.end() as f64 / 1000.0;
                let drag = egui::DragValue::new(&mut seconds)
                    .range(range)
                    .speed(0.1)
                    .fixed_decimals(1)
                    .suffix(" s");
                ui.add(drag)
                    .labelled_by(label.id)
                    .on_hover_text(t!("engines-move-time-tip"));
                spec.move_ms = (seconds * 1000.0).round() as u64;
            });
            egui::CollapsingHeader::new(t!("engines-options", count = spec.options.len()))
                .id_salt(("engine-options", i))
                .show(ui, |ui| options_ui(ui, spec));
            ui.add_space(6.0);
        });
    }
    if let Some(i) = removed {
        let name = engines.remove(i).name;
        if chosen.as_deref() == Some(name.as_str()) {
            *chosen = None;
        }
    }
}

/// The options as a grid of their names and controls.
fn options_ui(ui: &mut Ui, spec: &mut EngineSpec) {
    egui::Grid::new("engine-option-grid")
        .num_columns(2)
        .show(ui, |ui| {
            for set in &mut spec.options {
                let label = ui.label(&set.option.name);
                match &set.option.kind {
                    OptionKind::Spin { min, max, .. } => {
                        let mut value = set.value.parse::<i64>().unwrap_or(*min);
                        let drag = egui::DragValue::new(&mut value).range(*min..=*max);
                        ui.add(drag).labelled_by(label.id);
                        set.value = value.to_string();
                    }
                    OptionKind::Check { .. } => {
                        let mut on = set.value == "true";
                        ui.checkbox(&mut on, "").labelled_by(label.id);
                        set.value = on.to_string();
                    }
                    OptionKind::Combo { vars, .. } => {
                        let vars = vars.clone();
                        egui::ComboBox::from_id_salt(("combo", &set.option.name))
                            .selected_text(set.value.as_str())
                            .show_ui(ui, |ui| {
                                for v in vars {
                                    ui.selectable_value(&mut set.value, v.clone(), v);
                                }
                            })
                            .response
                            .labelled_by(label.id);
                    }
                    OptionKind::String { .. } => {
                        ui.text_edit_singleline(&mut set.value)
                            .labelled_by(label.id);
                    }
                    OptionKind::Button => {
                        ui.label("");
                    }
                }
                ui.end_row();
            }
        });
}
