//! The Profiles window (the Profiles menu): the list of profiles, and a profile's page
//! with each family's rating, deviation and volatility, the rating history chart
//! (egui_plot) and the sortable list of its games (egui_extras' table), whose Open
//! buttons show a kept game in the replay player. Every control is a button, so Tab
//! and Enter reach all of it; Escape closes the window.
use super::store::{GameRef, Profile, ProfileBook};
use crate::command::{Action, Command, Request};
use egui::Ui;
use otherworlds_core::ratings::Family;
use std::path::{Path, PathBuf};

/// The game list's columns, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    Date,
    Variant,
    Opponent,
    Colour,
    Result,
    RatingAfter,
    Change,
}

impl Column {
    pub const ALL: [Column; 7] = [
        Column::Date,
        Column::Variant,
        Column::Opponent,
        Column::Colour,
        Column::Result,
        Column::RatingAfter,
        Column::Change,
    ];

    /// The order this column sorts in, in words (a header reads "Change, highest
    /// first"; "(down)" said nothing of what comes first).
    pub fn order_words(self, ascending: bool) -> String {
        match (self, ascending) {
            (Column::Date, true) => t!("profiles-oldest-first"),
            (Column::Date, false) => t!("profiles-newest-first"),
            (Column::RatingAfter | Column::Change, true) => t!("profiles-lowest-first"),
            (Column::RatingAfter | Column::Change, false) => t!("profiles-highest-first"),
            (_, true) => t!("profiles-a-to-z"),
            (_, false) => t!("profiles-z-to-a"),
        }
    }

    pub fn title(self) -> String {
        match self {
            Column::Date => t!("profiles-column-date"),
            Column::Variant => t!("profiles-column-variant"),
            Column::Opponent => t!("profiles-column-opponent"),
            Column::Colour => t!("profiles-column-colour"),
            Column::Result => t!("profiles-column-result"),
            Column::RatingAfter => t!("profiles-column-rating-after"),
            Column::Change => t!("profiles-column-change"),
        }
    }
}

/// The open window: the list (no page) or one profile's page, and the page's order.
#[derive(Clone, Debug, PartialEq)]
pub struct ProfilesWindow {
    pub page: Option<String>,
    pub sort: Column,
    pub ascending: bool,
    pub focus_first: bool,
    /// What the page shows of its profile's games, kept from frame to frame: sorting
    /// and charting a history of 100,000 games every frame took a second a frame.
    cache: Option<PageCache>,
}

/// The page's games in order and its chart's points, for one state of the page.
#[derive(Clone, Debug, PartialEq)]
struct PageCache {
    /// The profile, its number of games and the order they were made for.
    key: (String, usize, Column, bool),
    order: Vec<usize>,
    /// Each family's chart: the family and the points drawn.
    chart: Vec<(Family, Vec<[f64; 2]>)>,
}

/// The most points a family's chart line is drawn with (the chart is a few hundred
/// pixels wide); a longer history is drawn with every n-th game and its last.
pub const MAX_CHART_POINTS: usize = 1000;

/// Up to this many points, each game of a family is also marked.
pub const MAX_CHART_MARKERS: usize = 200;

impl ProfilesWindow {
    pub fn new(page: Option<String>) -> ProfilesWindow {
        ProfilesWindow {
            page,
            sort: Column::Date,
            ascending: false,
            focus_first: true,
            cache: None,
        }
    }

    /// The page's cache for `profile` as the window is now, made again if anything
    /// it was made for changed.
    fn cache_for(&mut self, profile: &Profile) -> &PageCache {
        let key = (
            profile.name.clone(),
            profile.games.len(),
            self.sort,
            self.ascending,
        );
        if self.cache.as_ref().is_some_and(|c| c.key != key) {
            self.cache = None;
        }
        let (sort, ascending) = (self.sort, self.ascending);
        self.cache.get_or_insert_with(|| PageCache {
            order: order(profile, sort, ascending),
            chart: chart(profile),
            key,
        })
    }

    /// A click on a column's title: sorts by it, or turns the order round.
    pub fn sort_by(&mut self, column: Column) {
        if self.sort == column {
            self.ascending = !self.ascending;
        } else {
            self.sort = column;
            self.ascending = true;
        }
    }
}

/// The change a game brought to the rating, between the ratings as shown (as the
/// result dialog says it).
fn change(game: &GameRef) -> Option<f64> {
    Some(game.rating_after?.round() - game.rating_before?.round())
}

/// When a game was played (RFC 3339, `2026-12-01T15:21:07Z`), as the language writes
/// a date, and the time to the minute; a stamp that does not read is shown as stored.
fn played_text(played: &str) -> String {
    let number = |range: std::ops::Range<usize>| played.get(range)?.parse::<i16>().ok();
    let date = (|| {
        let (year, month, day) = (number(0..4)?, number(5..7)?, number(8..10)?);
        let month = i8::try_from(month).ok().filter(|m| (1..=12).contains(m))?;
        let day = i8::try_from(day).ok().filter(|d| (1..=31).contains(d))?;
        Some(crate::i18n::date(year, month, day))
    })();
    match (date, played.get(11..16)) {
        (Some(date), Some(time)) => format!("{date} {time}"),
        (Some(date), None) => date,
        _ => played.to_owned(),
    }
}

/// A game's cell in `column`, as shown.
pub fn cell_text(game: &GameRef, column: Column) -> String {
    match column {
        // "1 Dec 2026 15:21", "2026年12月1日 15:21" (UTC, as stored, to the minute).
        Column::Date => played_text(&game.played),
        // The variant's name ("Two Worlds"), its id where this app does not know it.
        Column::Variant => game
            .variant
            .parse::<otherworlds_core::Variant>()
            .map_or_else(
                |_| game.variant.clone(),
                crate::i18n::core_words::variant_name,
            ),
        Column::Opponent => game.opponent.clone(),
        Column::Colour => game.colour.clone(),
        Column::Result => game.result.clone(),
        Column::RatingAfter => game
            .rating_after
            .map_or_else(String::new, |r| format!("{}", r.round() as i64)),
        Column::Change => change(game).map_or_else(String::new, |c| format!("{c:+.0}")),
    }
}

/// The indices of the profile's games in the order of `sort` (`ascending` or not);
/// each game's sort key is made once.
pub fn order(profile: &Profile, sort: Column, ascending: bool) -> Vec<usize> {
    let games = &profile.games;
    let mut order: Vec<usize> = (0..games.len()).collect();
    let directed = |o: std::cmp::Ordering| if ascending { o } else { o.reverse() };
    match sort {
        Column::RatingAfter | Column::Change => {
            let keys: Vec<f64> = games
                .iter()
                .map(|g| match sort {
                    Column::RatingAfter => g.rating_after,
                    _ => change(g),
                })
                .map(|n| n.unwrap_or(f64::NEG_INFINITY))
                .collect();
            order.sort_by(|&a, &b| directed(keys[a].total_cmp(&keys[b])));
        }
        column => {
            // Dates sort as stored (RFC 3339 sorts by time); the others as shown.
            let keys: Vec<String> = games
                .iter()
                .map(|g| match column {
                    Column::Date => g.played.clone(),
                    _ => cell_text(g, column),
                })
                .collect();
            order.sort_by(|&a, &b| directed(keys[a].cmp(&keys[b])));
        }
    }
    order
}

/// The profile's games in the window's order.
pub fn sorted_games<'a>(profile: &'a Profile, window: &ProfilesWindow) -> Vec<&'a GameRef> {
    order(profile, window.sort, window.ascending)
        .into_iter()
        .map(|i| &profile.games[i])
        .collect()
}

/// Each family's chart points: (game number in the family, rating after it), at most
/// [`MAX_CHART_POINTS`] of them (every n-th, and the last).
fn chart(profile: &Profile) -> Vec<(Family, Vec<[f64; 2]>)> {
    Family::ALL
        .into_iter()
        .filter_map(|family| {
            let points: Vec<[f64; 2]> = profile
                .games
                .iter()
                .filter(|g| g.family == family.id())
                .filter_map(|g| g.rating_after)
                .enumerate()
                .map(|(i, r)| [(i + 1) as f64, r])
                .collect();
            let step = points.len().div_ceil(MAX_CHART_POINTS).max(1);
            let last = points.last().copied();
            let mut shown: Vec<[f64; 2]> = points.into_iter().step_by(step).collect();
            if let Some(last) = last
                && shown.last() != Some(&last)
            {
                shown.push(last);
            }
            (!shown.is_empty()).then_some((family, shown))
        })
        .collect()
}

/// The chart's ranges: games from 0 to one past the last (at least 5, so that a first
/// game stands at 1 of a readable axis, not alone in 0.5-1.4), ratings 50 either side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChartBounds {
    pub x: (f64, f64),
    pub y: (f64, f64),
}

impl ChartBounds {
    pub fn of(chart: &[(Family, Vec<[f64; 2]>)]) -> ChartBounds {
        let points = chart.iter().flat_map(|(_, p)| p.iter());
        let last = points.clone().map(|p| p[0]).fold(0.0, f64::max);
        let (low, high) = points.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), p| {
            (lo.min(p[1]), hi.max(p[1]))
        });
        let (low, high) = if low <= high {
            (low, high)
        } else {
            (1500.0, 1500.0)
        };
        ChartBounds {
            x: (0.0, (last + 1.0).max(5.0)),
            y: (low - 50.0, high + 50.0),
        }
    }
}

/// A mark of the games' axis: whole game numbers only.
fn game_number(value: f64) -> String {
    if value >= 1.0 && value.fract() == 0.0 {
        format!("{value:.0}")
    } else {
        String::new()
    }
}

/// Each family's colour in the chart, with at least 3:1 contrast against the plot's
/// background in the light and the dark look (WCAG's figure for graphics).
pub fn family_color(family: Family, dark: bool) -> egui::Color32 {
    use egui::Color32;
    match (family, dark) {
        (Family::Standard, false) => Color32::from_rgb(0x1f, 0x5f, 0xbf),
        (Family::Standard, true) => Color32::from_rgb(0x6c, 0xa8, 0xff),
        (Family::TwoWorlds, false) => Color32::from_rgb(0x1a, 0x7f, 0x45),
        (Family::TwoWorlds, true) => Color32::from_rgb(0x5c, 0xd0, 0x8a),
        (Family::FourD, false) => Color32::from_rgb(0x7b, 0x32, 0xb8),
        (Family::FourD, true) => Color32::from_rgb(0xc3, 0x8c, 0xf5),
        (Family::Valhalla, false) => Color32::from_rgb(0xb0, 0x3a, 0x1e),
        (Family::Valhalla, true) => Color32::from_rgb(0xff, 0x8a, 0x65),
    }
}

/// The window; the command it led to (a page, a game to replay, close).
pub fn profiles_ui(
    ctx: &egui::Context,
    window: &mut ProfilesWindow,
    book: Option<&ProfileBook>,
    games_dir: Option<&Path>,
) -> Option<Action> {
    let mut command = None;
    let focus = std::mem::take(&mut window.focus_first);
    let modal = egui::Modal::new(egui::Id::unique("profiles_window")).show(ctx, |ui| {
        ui.set_max_width(760.0);
        let profile = window
            .page
            .as_ref()
            .and_then(|name| book?.profiles.iter().find(|p| &p.name == name));
        match profile {
            None => list_ui(ui, book, focus, &mut command),
            Some(profile) => {
                let back = ui.button(t!("profiles-all"));
                if focus {
                    back.request_focus();
                }
                if back.clicked() {
                    command = Some(Request::ShowProfile(None).into());
                }
                page_ui(ui, profile, window, games_dir, &mut command);
            }
        }
        ui.separator();
        if ui.button(Command::CloseProfiles.label()).clicked() {
            command = Some(Command::CloseProfiles.into());
        }
    });
    if command.is_none() && modal.should_close() {
        command = Some(Command::CloseProfiles.into());
    }
    command
}

fn list_ui(ui: &mut Ui, book: Option<&ProfileBook>, focus: bool, command: &mut Option<Action>) {
    ui.heading(t!("profiles-title"));
    let Some(book) = book else {
        ui.label(t!("profiles-being-read"));
        return;
    };
    if book.profiles.is_empty() {
        ui.label(t!("profiles-none-yet"));
    }
    for (i, profile) in book.profiles.iter().enumerate() {
        let r = ui
            .button(&profile.name)
            .on_hover_text(t!("profiles-open-tip"));
        if focus && i == 0 {
            r.request_focus();
        }
        if r.clicked() {
            *command = Some(Request::ShowProfile(Some(profile.name.clone())).into());
        }
    }
}

fn page_ui(
    ui: &mut Ui,
    profile: &Profile,
    window: &mut ProfilesWindow,
    games_dir: Option<&Path>,
    command: &mut Option<Action>,
) {
    ui.heading(&profile.name);
    let now = otherworlds_core::record::Timestamp::now();
    egui::Grid::new("profile_ratings")
        .striped(true)
        .show(ui, |ui| {
            for title in [
                t!("profiles-family"),
                t!("profiles-rating"),
                t!("profiles-rd"),
                t!("profiles-volatility"),
                t!("profiles-games"),
                t!("profiles-puzzle-rating"),
                t!("profiles-puzzles-solved"),
            ] {
                ui.strong(title);
            }
            ui.end_row();
            for family in Family::ALL {
                let rating = profile
                    .ratings
                    .get(family.id())
                    .cloned()
                    .unwrap_or_default();
                // The deviation as of now (grown since the last game).
                let live = super::rated::live(&rating, now);
                ui.label(crate::i18n::core_words::family_name(family));
                ui.label(live.shown());
                ui.label(crate::i18n::decimal(live.deviation, 0));
                ui.label(crate::i18n::decimal(rating.volatility, 4));
                ui.label(rating.games.to_string());
                // The puzzle rating (issue 45) and the puzzles solved of those tried.
                let puzzles = super::puzzles::puzzle_rating_of_profile(profile, family);
                ui.label(super::rated::live(&puzzles, now).shown());
                let tried = profile.puzzles.iter().filter(|p| p.family == family.id());
                let solved = tried.clone().filter(|p| p.solved).count();
                ui.label(t!(
                    "profiles-solved-of",
                    solved = solved,
                    tried = tried.count()
                ));
                ui.end_row();
            }
        });
    ui.add_space(6.0);
    ui.label(t!("profiles-chart"));
    let chart = window.cache_for(profile).chart.clone();
    let bounds = ChartBounds::of(&chart);
    let dark = ui.visuals().dark_mode;
    egui_plot::Plot::new(("rating_history", &profile.name))
        .height(150.0)
        .legend(egui_plot::Legend::default())
        .allow_scroll(false)
        .include_x(bounds.x.0)
        .include_x(bounds.x.1)
        .include_y(bounds.y.0)
        .include_y(bounds.y.1)
        .x_axis_label(t!("profiles-game"))
        .x_axis_formatter(|mark, _| game_number(mark.value))
        .show(ui, |plot| {
            for (family, points) in chart {
                // One colour for the family's line, its markers and its legend entry
                // (each item took the next colour of egui_plot's own: the legend's dot
                // and the plotted one differed).
                let color = family_color(family, dark);
                let name = crate::i18n::core_words::family_name(family);
                // Markers too (a family with one game has no line to draw), while
                // there are few enough to tell apart.
                if points.len() <= MAX_CHART_MARKERS {
                    plot.points(
                        egui_plot::Points::new(name.clone(), points.clone())
                            .radius(3.0)
                            .color(color),
                    );
                }
                plot.line(egui_plot::Line::new(name, points).color(color));
            }
        });
    ui.add_space(6.0);
    games_table_ui(ui, profile, window, games_dir, command);
}

fn games_table_ui(
    ui: &mut Ui,
    profile: &Profile,
    window: &mut ProfilesWindow,
    games_dir: Option<&Path>,
    command: &mut Option<Action>,
) {
    use egui_extras::{Column as Col, TableBuilder};
    let order = window.cache_for(profile).order.clone();
    let mut clicked = None;
    TableBuilder::new(ui)
        .striped(true)
        // The date ("1 Dec 2026 12:00") and its title on one line.
        .column(Col::auto().at_least(136.0).resizable(true))
        .columns(Col::auto().resizable(true), Column::ALL.len() - 1)
        .column(Col::remainder())
        .max_scroll_height(220.0)
        .header(22.0, |mut header| {
            for column in Column::ALL {
                header.col(|ui| {
                    let title = match window.sort == column {
                        false => column.title().to_string(),
                        true => t!(
                            "profiles-column-sorted",
                            column = column.title(),
                            order = column.order_words(window.ascending)
                        ),
                    };
                    if ui
                        .button(title)
                        .on_hover_text(t!("profiles-sort-tip"))
                        .clicked()
                    {
                        clicked = Some(column);
                    }
                });
            }
            header.col(|ui| {
                ui.strong(t!("profiles-game"));
            });
        })
        .body(|body| {
            // Only the rows in view are laid out.
            body.rows(22.0, order.len(), |mut row| {
                let Some(game) = order.get(row.index()).and_then(|&i| profile.games.get(i)) else {
                    return;
                };
                {
                    for column in Column::ALL {
                        row.col(|ui| {
                            ui.label(cell_text(game, column));
                        });
                    }
                    row.col(|ui| {
                        let file = game.file.as_ref().zip(games_dir);
                        if let Some((name, dir)) = file {
                            if ui
                                .button(t!("profiles-show-game"))
                                .on_hover_text(t!("profiles-show-game-tip"))
                                .clicked()
                            {
                                *command = Some(Request::LoadFrom(game_path(dir, name)).into());
                            }
                        } else {
                            ui.label(t!("profiles-not-kept"));
                        }
                    });
                }
            });
        });
    if let Some(column) = clicked {
        window.sort_by(column);
    }
}

/// A history game's file: only its name is kept, so it is always in the games folder.
fn game_path(dir: &Path, name: &str) -> PathBuf {
    let name = Path::new(name).file_name().unwrap_or_default();
    dir.join(name)
}

#[cfg(test)]
mod tests;
