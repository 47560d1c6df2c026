"""The Batwalk's setup: the seed is under Advanced and named in words, and who starts the first
show says "at random" (every game's setup: ``test_polish_setup.py``).
"""

from __future__ import annotations

from table.ui.scenes.setup import SetupScene, show_value
from table.ui.widgets import Button, TextField
from tests.ui.driver import make_app


def test_the_seed_is_under_advanced_and_named_in_words() -> None:
    app = make_app()
    setup = SetupScene(app, "batwalk")
    labels = [getattr(widget, "label", "") for widget in setup.focus.widgets]
    assert setup.seed_field not in setup.focus.widgets
    assert not any("seed" in label.lower() for label in labels)
    shown = [choice.show(choice.value) for choice in setup.option_choices.values()]
    assert not any("seed" in words.lower() for words in shown)
    assert "at random" in shown  # who starts the first show
    assert show_value(None) == "at random"
    setup.toggle_advanced()
    assert setup.seed_field in setup.focus.widgets
    assert isinstance(setup.seed_field, TextField) and setup.seed_field.placeholder == "random"
    advanced = setup.advanced_button
    assert isinstance(advanced, Button) and "Advanced" in advanced.label
    setup.toggle_advanced()
    assert setup.seed_field not in setup.focus.widgets
