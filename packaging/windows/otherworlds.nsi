; The Windows installer of Otherworlds (NSIS 3, `makensis`; packaging/build.sh runs it):
;
;   makensis -DVERSION=0.1.0 -DSTAGE=DIR -DOUTFILE=FILE packaging/windows/otherworlds.nsi
;
; Build-time paths use "/" (makensis takes it on Linux and Windows). STAGE is a folder with otherworlds.exe, otherworlds-cli.exe and the documents (what
; the portable .zip holds too). Per-user: no administrator rights, installed in
; %LOCALAPPDATA%\Programs\Otherworlds, everything in the registry under HKCU. A Start
; menu entry, an uninstaller (Settings > Apps, or the Start menu), `.owgame` opening in
; the app and the app in `.pgn` files' "Open with". `/S` installs or uninstalls
; silently; `/D=C:\path` (last on the command line) chooses the folder.
; The user's games, settings and themes are not the installer's: they stay on
; uninstall (%APPDATA%\io.github.otherworlds_chess.Otherworlds).
; A 64-bit installer (the app is 64-bit only): it writes the 64-bit registry view and
; runs under a 64-bit Wine without its 32-bit half (check-wine.sh).
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user
ManifestDPIAware true

!ifndef VERSION
  !error "makensis -DVERSION=x.y.z"
!endif
!ifndef STAGE
  !error "makensis -DSTAGE=folder with otherworlds.exe"
!endif
!ifndef OUTFILE
  !define OUTFILE "Otherworlds-${VERSION}-windows-x86_64-setup.exe"
!endif

; The application id (app/src/files/mod.rs APP_ID): the uninstall entry's key.
!define ID "io.github.otherworlds_chess.Otherworlds"
!define PROGID "Otherworlds.Game"
!define PGN_PROGID "Otherworlds.Pgn"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${ID}"
!define PUBLISHER "The Otherworlds developers"
; makensis works in the script's folder: paths are relative to it.
!define ICON "../../assets/icon/otherworlds.ico"

Name "Otherworlds"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\Otherworlds"
InstallDirRegKey HKCU "Software\${ID}" "InstallDir"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "Otherworlds"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "Otherworlds installer"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "Copyright 2026 ${PUBLISHER}. MIT OR Apache-2.0."

!include "MUI2.nsh"
!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\otherworlds.exe"
!define MUI_FINISHPAGE_RUN_TEXT "Start Otherworlds"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${STAGE}/LICENSE-MIT.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  ; Per-user shortcuts ($SMPROGRAMS of this user, not All Users).
  SetShellVarContext current
FunctionEnd

Function un.onInit
  SetShellVarContext current
FunctionEnd

Section "Otherworlds" Main
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "${STAGE}/otherworlds.exe"
  File "${STAGE}/otherworlds-cli.exe"
  File "${STAGE}/README.md"
  File "${STAGE}/LICENSE-MIT.txt"
  File "${STAGE}/LICENSE-APACHE.txt"
  File "${STAGE}/THIRD-PARTY.md"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\Otherworlds.lnk" "$INSTDIR\otherworlds.exe" "" \
    "$INSTDIR\otherworlds.exe" 0 SW_SHOWNORMAL "" "Chess across more than one world"

  WriteRegStr HKCU "Software\${ID}" "InstallDir" "$INSTDIR"

  ; Saved games: .owgame opens in the app (double-click starts `otherworlds.exe FILE`,
  ; which opens the replay). PGN files only get the app in their "Open with" list: the
  ; user's default PGN program is left alone.
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "Otherworlds saved game"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\otherworlds.exe,0"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" \
    '"$INSTDIR\otherworlds.exe" "%1"'
  WriteRegStr HKCU "Software\Classes\.owgame" "" "${PROGID}"
  WriteRegStr HKCU "Software\Classes\.owgame" "Content Type" "application/x-otherworlds-game"
  WriteRegStr HKCU "Software\Classes\.owgame\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "Software\Classes\${PGN_PROGID}" "" "PGN chess game"
  WriteRegStr HKCU "Software\Classes\${PGN_PROGID}\DefaultIcon" "" "$INSTDIR\otherworlds.exe,0"
  WriteRegStr HKCU "Software\Classes\${PGN_PROGID}\shell\open\command" "" \
    '"$INSTDIR\otherworlds.exe" "%1"'
  WriteRegStr HKCU "Software\Classes\.pgn\OpenWithProgids" "${PGN_PROGID}" ""
  WriteRegStr HKCU "Software\Classes\Applications\otherworlds.exe\shell\open\command" "" \
    '"$INSTDIR\otherworlds.exe" "%1"'
  WriteRegStr HKCU "Software\Classes\Applications\otherworlds.exe\SupportedTypes" ".owgame" ""
  WriteRegStr HKCU "Software\Classes\Applications\otherworlds.exe\SupportedTypes" ".pgn" ""
  ; Explorer reads the associations again (SHCNE_ASSOCCHANGED).
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  ; Settings > Apps: the entry that uninstalls.
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "Otherworlds"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\otherworlds.exe,0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  SectionGetSize ${Main} $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\Otherworlds.lnk"
  Delete "$INSTDIR\otherworlds.exe"
  Delete "$INSTDIR\otherworlds-cli.exe"
  Delete "$INSTDIR\README.md"
  Delete "$INSTDIR\LICENSE-MIT.txt"
  Delete "$INSTDIR\LICENSE-APACHE.txt"
  Delete "$INSTDIR\THIRD-PARTY.md"
  Delete "$INSTDIR\uninstall.exe"
  ; Only if empty: files the user put there stay.
  RMDir "$INSTDIR"

  ; .owgame's default is removed only while it is still ours.
  ReadRegStr $0 HKCU "Software\Classes\.owgame" ""
  StrCmp $0 "${PROGID}" 0 +2
    DeleteRegValue HKCU "Software\Classes\.owgame" ""
  DeleteRegValue HKCU "Software\Classes\.owgame" "Content Type"
  DeleteRegValue HKCU "Software\Classes\.owgame\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "Software\Classes\.owgame\OpenWithProgids"
  DeleteRegKey /ifempty HKCU "Software\Classes\.owgame"
  DeleteRegValue HKCU "Software\Classes\.pgn\OpenWithProgids" "${PGN_PROGID}"
  DeleteRegKey /ifempty HKCU "Software\Classes\.pgn\OpenWithProgids"
  DeleteRegKey /ifempty HKCU "Software\Classes\.pgn"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  DeleteRegKey HKCU "Software\Classes\${PGN_PROGID}"
  DeleteRegKey HKCU "Software\Classes\Applications\otherworlds.exe"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\${ID}"
SectionEnd
