; Inno Setup script: the Windows installer dist\spooky-table-<version>-windows-setup.exe
; from the one-folder build dist\spooky-table\ (both programs, spooky-table.exe and
; spooky-table-cli.exe). Built by the release workflow on a Windows runner:
;   iscc /DVersion=<version> packaging\windows\spooky-table.iss
; It installs for the current user or, when asked, for everyone; a Start menu entry,
; an optional desktop icon, and an uninstaller that leaves settings and saves alone.
#ifndef Version
  #error Give the version: iscc /DVersion=1.2.3 packaging\windows\spooky-table.iss
#endif

[Setup]
; A fixed id (a UUID derived from org.spookytable.SpookyTable), so upgrades replace.
AppId={{55C348D5-A87D-51A7-B399-D7279ABEE5F2}
AppName=Spooky Table
AppVersion={#Version}
AppPublisher=The Spooky Table developers
DefaultDirName={autopf}\Spooky Table
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile=..\..\LICENSE
SetupIconFile=..\icons\spooky-table.ico
UninstallDisplayIcon={app}\spooky-table.exe
OutputDir=..\..\dist
OutputBaseFilename=spooky-table-{#Version}-windows-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\spooky-table\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Spooky Table"; Filename: "{app}\spooky-table.exe"
Name: "{autodesktop}\Spooky Table"; Filename: "{app}\spooky-table.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\spooky-table.exe"; Description: "{cm:LaunchProgram,Spooky Table}"; Flags: nowait postinstall skipifsilent
