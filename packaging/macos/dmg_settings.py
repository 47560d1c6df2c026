"""dmgbuild settings: the macOS disk image with ``Spooky Table.app`` and a link to Applications.

    dmgbuild -s packaging/macos/dmg_settings.py -D app="dist/Spooky Table.app" \\
        "Spooky Table" dist/spooky-table-<version>-macos.dmg

Run on macOS by the release workflow (dmgbuild, from PyPI, drives hdiutil).
"""

import os

application = defines.get("app", os.path.join("dist", "Spooky Table.app"))  # noqa: F821 (dmgbuild's)
appname = os.path.basename(application)

format = "UDZO"  # compressed, read-only
files = [application]
symlinks = {"Applications": "/Applications"}
badge_icon = os.path.join("packaging", "icons", "spooky-table.icns")  # run from the checkout
icon_locations = {appname: (140, 120), "Applications": (500, 120)}
window_rect = ((100, 100), (640, 300))
default_view = "icon-view"
icon_size = 96
