"""The prompt check refuses a glued prompt, on Munch's templates (every game's prompts:
``tests/ui/test_prompt_sentences.py``).
"""

from __future__ import annotations

from tests.ui.test_prompt_sentences import NAMED, _whole, prompt_patterns


def test_the_check_refuses_a_glued_prompt() -> None:
    patterns = prompt_patterns("munch", named=True)
    assert _whole(f"{NAMED}, play a card.", patterns)
    assert not _whole(f"{NAMED}, play a card now.", patterns)  # a fragment no template holds
    assert not _whole("Play a card.", patterns)
