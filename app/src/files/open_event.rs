//! macOS: documents opened from Finder (a double-click on a saved game, a file dropped on
//! the Dock icon, Open With). macOS hands them to a running app as an open-documents
//! event, not as arguments, and winit 0.30 does not pass that event on: its application
//! delegate has no `application:openURLs:`. [`install`] adds that method to the class of
//! winit's delegate after the event loop is made and before it runs, so that the event
//! of the launch itself (sent between `applicationWillFinishLaunching:` and
//! `applicationDidFinishLaunching:`) is caught too; the paths wait in a queue that the
//! shell empties every frame ([`take`]), each opened like a FILE argument.
//!
//! Checked by `cargo check --target aarch64-apple-darwin` and `x86_64-apple-darwin`
//! here (packaging/README.md); it runs only on a Mac.
#![allow(unsafe_code)]

use objc2::rc::Retained;
use objc2::runtime::{AnyClass, AnyObject, Bool, Sel};
use objc2::{msg_send, sel};
use objc2_foundation::{NSArray, NSURL};
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

/// The files opened and not yet taken, and the context to wake when one arrives.
static OPENED: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());
static WAKE: OnceLock<egui::Context> = OnceLock::new();

/// Adds `application:openURLs:` to the class of NSApplication's delegate (winit's, set
/// when its event loop is built), then hands the application its delegate again, in
/// case AppKit noted at the first `setDelegate:` which optional methods the delegate
/// has. Call after winit's event loop is built and before it runs. Returns false if
/// there is no delegate or its class already has the method (another winit): Finder's
/// files then start the app without opening.
pub fn install() -> bool {
    let Some(application) = AnyClass::get("NSApplication") else {
        return false;
    };
    let types = c"v@:@@";
    let method: unsafe extern "C" fn(*mut AnyObject, Sel, *mut AnyObject, *mut NSArray<NSURL>) =
        open_urls;
    // SAFETY: `sharedApplication`, `delegate` and `setDelegate:` are NSApplication's own
    // methods, called on the main thread (before the event loop runs) with the object
    // types they declare. The delegate's class is a registered Objective-C class (the
    // one winit declared); the method's implementation has the C signature its type
    // encoding "v@:@@" declares (void; self, _cmd, the NSApplication, the NSArray of
    // NSURL), as AppKit calls it.
    unsafe {
        let app: *mut AnyObject = msg_send![application, sharedApplication];
        let delegate: *mut AnyObject = msg_send![app, delegate];
        let Some(class) = delegate.as_ref().map(AnyObject::class) else {
            return false;
        };
        let imp: objc2::ffi::IMP = Some(std::mem::transmute::<
            unsafe extern "C" fn(*mut AnyObject, Sel, *mut AnyObject, *mut NSArray<NSURL>),
            unsafe extern "C" fn(),
        >(method));
        // BOOL is `bool` on arm64 and a signed char on x86_64: read through `Bool`.
        let added = Bool::from_raw(objc2::ffi::class_addMethod(
            class as *const AnyClass as *mut objc2::ffi::objc_class,
            sel!(application:openURLs:).as_ptr(),
            imp,
            types.as_ptr(),
        ))
        .as_bool();
        if added {
            let _: () = msg_send![app, setDelegate: delegate];
        }
        added
    }
}

/// Wakes the window when a file arrives (its frame then takes it).
pub fn wake_with(ctx: &egui::Context) {
    let _ = WAKE.set(ctx.clone());
}

/// The files opened since the last call, oldest first.
pub fn take() -> Vec<PathBuf> {
    OPENED
        .lock()
        .map(|mut opened| std::mem::take(&mut *opened))
        .unwrap_or_default()
}

/// `-[NSApplicationDelegate application:openURLs:]`: keeps the file URLs' paths.
unsafe extern "C" fn open_urls(
    _this: *mut AnyObject,
    _cmd: Sel,
    _app: *mut AnyObject,
    urls: *mut NSArray<NSURL>,
) {
    // SAFETY: AppKit passes a valid NSArray of NSURL for the call's duration.
    let Some(urls) = (unsafe { urls.as_ref() }) else {
        return;
    };
    let mut paths = Vec::new();
    for i in 0..urls.count() {
        // SAFETY: `i` is below the array's count; `path` is NSURL's own getter (nil for
        // a URL that is not a file's).
        let url: Retained<NSURL> = unsafe { urls.objectAtIndex(i) };
        if let Some(path) = unsafe { url.path() } {
            paths.push(PathBuf::from(path.to_string()));
        }
    }
    if let Ok(mut opened) = OPENED.lock() {
        opened.extend(paths);
    }
    if let Some(ctx) = WAKE.get() {
        ctx.request_repaint();
    }
}
