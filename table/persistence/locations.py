"""Where Spooky Table keeps its files: the platform's user dirs, or one ``--data-dir``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "spooky-table"


@dataclass(frozen=True)
class Locations:
    """The folders for settings (config) and for saves and statistics (data)."""

    config_dir: Path
    data_dir: Path

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def autosave_file(self) -> Path:
        return self.data_dir / "autosave.json"

    @property
    def statistics_file(self) -> Path:
        return self.data_dir / "statistics.json"

    @property
    def exports_dir(self) -> Path:
        return self.data_dir / "exports"


def locations(data_dir: str | Path | None = None) -> Locations:
    """The platform's per-user folders, or everything under ``data_dir`` when given."""
    if data_dir is not None:
        root = Path(data_dir).expanduser()
        return Locations(config_dir=root, data_dir=root)
    return Locations(
        config_dir=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
        data_dir=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
    )
