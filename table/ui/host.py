"""What a scene may use of the app: the ``Host`` (size, stack, settings, scale, saves, sounds) and ``Routes``.

Scenes are written against these two protocols, never against ``App``: a scene opens
another screen by asking the routes for it (``host.routes.setup(game_id)``) and putting
it on the stack, so no scene imports another scene to navigate, and the app, which
implements both, is the only module that knows them all (``table.ui.routes``).
"""

from __future__ import annotations

# The protocols live beside ``Scene``, which is written against them, so that the scenes
# and the app they see make no import circle; this module names them for the scenes.
from table.ui.scene import Host, Routes, SoundPlayer

__all__ = ["Host", "Routes", "SoundPlayer"]
