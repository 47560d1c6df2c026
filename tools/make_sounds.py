"""Build every sound cue in ``table/assets/sounds/`` from scratch: synthesis plus espeak-ng voices.

Each cue named in ``table/ui/cues.py`` (``CUES``) has one recipe below; the recipe
mixes pieces from ``sound_synth.py``, the finish level-matches it (same short-term
loudness, peak under -1 dBFS, faded ends), and sox encodes it as mono 44.1 kHz Ogg
Vorbis. Nothing here is needed at run time: the generated files are committed.

Rebuild (from the repository root, with the system python3, not the project venv):

    apt-get update && apt-get install -y espeak-ng sox libsox-fmt-all
    python3 -m pip install numpy scipy      # only if `python3 -c "import numpy, scipy"` fails
    python3 tools/make_sounds.py            # all cues; or name some: ... make_sounds.py slime_groan
    python3 tools/sound_measure.py          # re-measure, and paste its table into docs/SOUND.md

Randomness is seeded by each cue's name, so a rebuild gives the same audio (the Ogg
container's serial numbers may differ byte-wise).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import numpy as np
from sound_synth import (
    SR,
    Signal,
    adsr,
    bandpass,
    bell,
    brass,
    decay,
    drive,
    finish,
    glide,
    highpass,
    lowpass,
    mix,
    noise,
    normalized,
    osc,
    place,
    pluck,
    reverb,
    rng_for,
    seconds,
    silence,
    speak,
    sweep_filter,
    tremolo,
    write_wav,
)

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from table.ui.cues import CUES  # noqa: E402  (the cue list is the app's; the path is set above)

SOUNDS = ROOT / "table" / "assets" / "sounds"  # package data: travels with the code
PEAK_LIMIT_DB = -1.1  # the issue's -1 dBFS, with a hair of margin for other decoders
VORBIS_QUALITY = "3"  # ~80 kb/s mono: transparent enough for short effects, small on disk
RECIPES: dict[str, Callable[[], Signal]] = {}
# The issue allows the chant to run past the ~2.5 s every other cue keeps to.
LONG_CUES = {"munch_chant": 3.2}


def recipe(fn: Callable[[], Signal]) -> Callable[[], Signal]:
    RECIPES[fn.__name__] = fn
    return fn


def note(name: str) -> float:
    """Frequency of a note such as ``"A4"`` or ``"C#5"``."""
    names = {
        "C": -9,
        "C#": -8,
        "D": -7,
        "D#": -6,
        "E": -5,
        "F": -4,
        "F#": -3,
        "G": -2,
        "G#": -1,
        "A": 0,
        "A#": 1,
        "B": 2,
    }
    pitch, octave = name[:-1], int(name[-1])
    return 440.0 * 2 ** ((names[pitch] + 12 * (octave - 4)) / 12)


# -- small reusable sounds ------------------------------------------------------------


def card_snap(rng: np.random.Generator, brightness: float = 1.0) -> Signal:
    """A card hitting felt: a papery crack over a soft low thump."""
    crack = bandpass(noise(0.08, rng), 1200, 7000 * brightness) * decay(0.08, 0.012)
    thump = osc(glide(180, 90, 0.08), 0.08) * decay(0.08, 0.02)
    return crack + 0.6 * thump


def card_flick(rng: np.random.Generator) -> Signal:
    """One card flying off the deck: a short rising swish ending in a tap."""
    swish = sweep_filter(noise(0.1, rng), glide(1500, 6000, 0.1), q=1.5) * adsr(0.1, 0.06, 0.02, 0.5, 0.02)
    return mix((swish, 0, 0.8), (card_snap(rng, 0.8), 0.08, 0.5))


def whoosh(rng: np.random.Generator, duration: float, low: float, high: float, q: float = 1.2) -> Signal:
    """Air moving past: noise through a band that sweeps up and back down."""
    t = np.linspace(0, 1, int(duration * SR))
    centre = low + (high - low) * np.sin(np.pi * t) ** 1.5
    return sweep_filter(noise(duration, rng, "pink"), centre, q=q) * np.sin(np.pi * t) ** 1.2


def knock(freq: float, rng: np.random.Generator, duration: float = 0.18) -> Signal:
    """Wood or cardboard struck: a pitch-dropping body plus a click."""
    pitch = np.concatenate([glide(freq * 1.5, freq, 0.03, 0.5), np.full(int((duration - 0.03) * SR), freq)])
    body = osc(pitch, duration) * decay(duration, 0.035)
    click = bandpass(noise(0.02, rng), 2000, 6000) * decay(0.02, 0.003)
    return mix((body, 0, 1.0), (click, 0, 0.5))


def boom(rng: np.random.Generator, duration: float = 1.5, freq: float = 55) -> Signal:
    """A big low impact: a dropping sine and a burst of filtered noise."""
    body = osc(glide(freq * 2.2, freq * 0.7, duration, 0.3), duration) * decay(duration, duration / 4)
    hit = lowpass(noise(duration, rng, "brown"), 400) * decay(duration, duration / 6)
    return drive(body + 1.5 * normalized(hit), 1.5)


def arpeggio(notes: list[str], step: float, length: float, voice: Callable[[float, float], Signal]) -> Signal:
    out = silence(0.01)
    for i, name in enumerate(notes):
        out = place(out, voice(note(name), length), i * step)
    return out


# -- common cues ----------------------------------------------------------------------


@recipe
def shuffle() -> Signal:
    # A riffle: dozens of cards slapping down, fast in the middle, then the bridge.
    rng = rng_for("shuffle")
    out = silence(0.05)
    times = np.cumsum(0.012 + 0.02 * (1 - np.sin(np.linspace(0.2, np.pi - 0.2, 38))) ** 2)
    for t in times:
        tick = bandpass(noise(0.03, rng), 2500, 8000) * decay(0.03, 0.004 + 0.003 * rng.random())
        out = place(out, tick, 0.03 + t, 0.5 + 0.5 * rng.random())
    bridge = sweep_filter(noise(0.3, rng), glide(3000, 900, 0.3), q=1.2) * adsr(0.3, 0.02, 0.1, 0.5, 0.15)
    return place(out, bridge, times[-1] + 0.06, 0.9)


@recipe
def deal() -> Signal:
    rng = rng_for("deal")
    return mix(*[(card_flick(rng), i * 0.13, 1.0 - 0.05 * i) for i in range(4)])


@recipe
def card_play() -> Signal:
    rng = rng_for("card_play")
    swish = sweep_filter(noise(0.12, rng), glide(2000, 5000, 0.12), q=1.5) * adsr(0.12, 0.08, 0.02, 0.6, 0.02)
    return reverb(mix((swish, 0, 0.5), (card_snap(rng), 0.1, 1.0)), rng, 0.3, 0.15)


@recipe
def trick_collected() -> Signal:
    rng = rng_for("trick_collected")
    sweep = whoosh(rng, 0.4, 700, 3500, q=1.5)
    return mix((sweep, 0, 0.9), (card_snap(rng, 0.7), 0.34, 0.7), (card_snap(rng, 0.6), 0.38, 0.4))


@recipe
def your_turn() -> Signal:
    # Two soft chimes rising a fifth: a nudge, not an alarm.
    rng = rng_for("your_turn")
    chime = mix((bell(note("E5"), 0.9, 0.6), 0, 1.0), (bell(note("B5"), 0.9, 0.6), 0.16, 0.9))
    return reverb(chime, rng, 0.9, 0.25)


@recipe
def hand_over() -> Signal:
    # A gentle doorbell figure for passing the computer to the next player.
    rng = rng_for("hand_over")
    figure = mix(*[(bell(note(n), 1.0, 0.4, 0.4), i * 0.28, 1.0) for i, n in enumerate(["G5", "E5", "C5"])])
    return reverb(figure, rng, 1.0, 0.25)


@recipe
def scored() -> Signal:
    rng = rng_for("scored")
    coins = arpeggio(["C5", "E5", "G5", "C6"], 0.08, 0.6, lambda f, d: bell(f, d, 1.2, 0.25))
    return reverb(coins, rng, 0.7, 0.2)


@recipe
def victory() -> Signal:
    # A spooky fanfare: a minor pickup that lands on a bright major chord.
    rng = rng_for("victory")
    out = silence(0.01)
    for i, n in enumerate(["A3", "C4", "E4"]):
        out = place(out, brass(note(n), 0.16), i * 0.14, 0.7)
    for n in ["C4", "E4", "G4", "C5"]:
        out = place(out, brass(note(n), 1.5, vibrato=0.006), 0.45, 0.5)
    sparkle = mix(
        *[
            (bell(note(n), 0.8, 1.5, 0.2), 0.45 + 0.07 * i, 0.15)
            for i, n in enumerate(["C6", "E6", "G6", "C7"])
        ]
    )
    return reverb(mix((out, 0, 1.0), (sparkle, 0, 1.0)), rng, 1.2, 0.3)


@recipe
def defeat() -> Signal:
    # The sad trombone, "wah wah wah waaah", each note bending down.
    rng = rng_for("defeat")
    out = silence(0.01)
    for i, (n, length) in enumerate([("D#4", 0.32), ("D4", 0.32), ("C#4", 0.32), ("C4", 1.0)]):
        f = note(n) * glide(1.0, 0.985, length)
        if length > 0.5:
            f = f * (1 + 0.02 * np.sin(2 * np.pi * 6 * seconds(length)))
        tone = sweep_filter(osc(f, length, "saw"), glide(500, 1400, length, 0.5), q=1.2, mode="low")
        out = place(out, tone * adsr(length, 0.03, 0.05, 0.8, 0.1), i * 0.36)
    return reverb(out, rng, 0.8, 0.2)


@recipe
def click() -> Signal:
    rng = rng_for("click")
    tick = osc(1800, 0.03) * decay(0.03, 0.006)
    return tick + 0.3 * bandpass(noise(0.03, rng), 3000, 9000) * decay(0.03, 0.002)


# -- munch ----------------------------------------------------------------------------


@recipe
def munch_chant() -> Signal:
    # "Munch! Crunch! Scrunch!" shouted on the beat by a little crowd of three voices,
    # each word a step higher, a drum under each word and a crunch at the end.
    rng = rng_for("munch_chant")
    beat = 0.5
    voices = [("en-us+m3", 35, 0), ("en-us+f2", 60, 30), ("en-gb+m1", 45, -40)]
    out = silence(0.01)
    for i, word in enumerate(["Munch!", "Crunch!", "Scrunch!"]):
        for j, (voice, pitch, cents) in enumerate(voices):
            said = speak(word, voice, pitch + 12 * i, 190, ("pitch", str(cents + 80 * i)))
            out = place(out, said, 0.05 + i * beat + 0.012 * j, 0.55)
        drum = boom(rng, 0.3, 70) * 0.8 + bandpass(noise(0.3, rng), 200, 2000) * decay(0.3, 0.03)
        out = place(out, drum, 0.05 + i * beat, 0.5)
    crunch = bandpass(noise(0.35, rng), 800, 6000) * np.abs(bandpass(noise(0.35, rng), 20, 60)) * 4
    out = place(out, crunch * decay(0.35, 0.1), 0.05 + 3 * beat, 0.7)
    return reverb(out, rng, 0.7, 0.2)


@recipe
def vanquish() -> Signal:
    # A blade swung and a hit that rings.
    rng = rng_for("vanquish")
    slash = sweep_filter(noise(0.25, rng), glide(800, 9000, 0.25, 2), q=2.5)
    slash *= adsr(0.25, 0.2, 0.03, 0.3, 0.02)
    ring = sum(osc(1230 * r, 1.0) * decay(1.0, 0.5 / r) * g for r, g in [(1, 1), (1.51, 0.6), (2.73, 0.4)])
    return reverb(mix((slash, 0, 1.0), (ring, 0.22, 0.35), (boom(rng, 0.8, 60), 0.22, 0.8)), rng, 1.0, 0.25)


@recipe
def vanquish_fizzle() -> Signal:
    # Topsy Turvy takes the Vanquish's power away: a power-down that sputters out.
    rng = rng_for("vanquish_fizzle")
    f = glide(700, 70, 0.9, 0.6)
    tone = sweep_filter(osc(f, 0.9, "saw"), glide(3000, 200, 0.9), q=3, mode="low")
    sputter = tremolo(tone, 14, 0.7) * adsr(0.9, 0.01, 0.2, 0.7, 0.3)
    return reverb(sputter, rng, 0.5, 0.2)


@recipe
def escape() -> Signal:
    # Slipping away: a quick upward slide whistle and a little puff of air.
    rng = rng_for("escape")
    f = glide(500, 2200, 0.35, 2) * (1 + 0.03 * np.sin(2 * np.pi * 18 * seconds(0.35)))
    whistle = osc(f, 0.35) + 0.1 * bandpass(noise(0.35, rng), 1000, 5000)
    whistle *= adsr(0.35, 0.02, 0.05, 0.8, 0.12)
    return reverb(mix((whistle, 0, 1.0), (whoosh(rng, 0.3, 1500, 6000), 0.25, 0.6)), rng, 0.5, 0.2)


@recipe
def topsy_turvy() -> Signal:
    # Everything flips: a spring "boing" that falls then rises, over a card flutter.
    rng = rng_for("topsy_turvy")
    t = seconds(0.7)
    f = 300 * 2 ** (np.sin(2 * np.pi * 1.4 * t + np.pi / 2)) * (1 + 0.08 * np.sin(2 * np.pi * 22 * t))
    spring = osc(f, 0.7) + 0.3 * osc(2 * f, 0.7)
    flutter = tremolo(bandpass(noise(0.4, rng), 2000, 7000), 35, 0.9) * adsr(0.4, 0.05, 0.1, 0.6, 0.2)
    return reverb(mix((spring * decay(0.7, 0.3), 0, 1.0), (flutter, 0.05, 0.4)), rng, 0.5, 0.2)


@recipe
def forehead_round() -> Signal:
    # A card pressed to the forehead (a soft bonk), then a puzzled rising "hmm?" whistle.
    rng = rng_for("forehead_round")
    bonk = knock(240, rng, 0.25)
    f = glide(600, 950, 0.45, 2.5) * (1 + 0.015 * np.sin(2 * np.pi * 6 * seconds(0.45)))
    hmm = (osc(f, 0.45) + 0.25 * osc(2 * f, 0.45)) * adsr(0.45, 0.06, 0.1, 0.8, 0.15)
    return reverb(mix((bonk, 0, 1.0), (hmm, 0.3, 0.45)), rng, 0.6, 0.2)


# -- royal ----------------------------------------------------------------------------


@recipe
def card_slide() -> Signal:
    # A card pushed face down across the felt: a long soft papery hush.
    rng = rng_for("card_slide")
    hush = sweep_filter(noise(0.42, rng, "pink"), glide(1500, 3500, 0.42), q=0.9)
    return hush * adsr(0.42, 0.12, 0.1, 0.7, 0.15) + 0.3 * place(silence(0.42), card_snap(rng, 0.5), 0.33)


def claim(word: str) -> Signal:
    """A claim said out loud, a little sly, by the same voice for every critter."""
    rng = rng_for("claim_" + word)
    said = speak(word.capitalize() + "!", "en-us+m7", 45, 150, ("pitch", "-100"))
    return reverb(said, rng, 0.4, 0.15)


for _cue in CUES:  # each claim a table can say (Royal's critters), read from the app's cue list
    if _cue.startswith("claim_"):
        _word = _cue.removeprefix("claim_")
        RECIPES[_cue] = lambda word=_word: claim(word)


@recipe
def verdict_right() -> Signal:
    rng = rng_for("verdict_right")
    ding = mix((bell(note("C6"), 0.7, 1.0, 0.25), 0, 1.0), (bell(note("E6"), 0.7, 1.0, 0.25), 0.11, 1.0))
    return reverb(ding, rng, 0.6, 0.2)


@recipe
def verdict_wrong() -> Signal:
    # Two low honks, the second lower: "nuh-uh".
    rng = rng_for("verdict_wrong")
    out = silence(0.01)
    for i, f in enumerate([196.0, 147.0]):
        honk = lowpass(osc(f, 0.25, "square") + osc(f * 1.01, 0.25, "saw"), 1500)
        out = place(out, honk * adsr(0.25, 0.01, 0.05, 0.8, 0.06), i * 0.28)
    return reverb(out, rng, 0.4, 0.15)


@recipe
def royal_fanfare() -> Signal:
    # A herald's trumpets: da-da-da-daaa on a major arpeggio.
    rng = rng_for("royal_fanfare")
    out = silence(0.01)
    for at, n, length in [
        (0, "G4", 0.14),
        (0.16, "G4", 0.14),
        (0.32, "C5", 0.14),
        (0.48, "E5", 0.14),
        (0.64, "G5", 0.9),
    ]:
        out = place(out, brass(note(n), length, vibrato=0.005 if length > 0.5 else 0.0), at)
        out = place(out, brass(note(n) / 2, length), at, 0.4)
    return reverb(out, rng, 1.2, 0.3)


@recipe
def penalty_thud() -> Signal:
    rng = rng_for("penalty_thud")
    body = osc(glide(95, 42, 0.6, 0.4), 0.6) * decay(0.6, 0.14)
    dust = lowpass(noise(0.6, rng), 900) * decay(0.6, 0.05)
    return reverb(drive(body + 0.4 * dust, 2.0), rng, 0.5, 0.15)


@recipe
def loser_buzzer() -> Signal:
    # The game-show buzzer: two detuned square waves, held.
    t = seconds(1.0)
    buzz = osc(130, 1.0, "square") + osc(137, 1.0, "square") + 0.5 * osc(65, 1.0, "saw")
    return lowpass(buzz, 2500) * adsr(1.0, 0.01, 0.05, 0.9, 0.08) * (1 - 0.15 * (t > 0.5))


# -- batwalk --------------------------------------------------------------------------


@recipe
def runway_sting() -> Signal:
    # A strut down the catwalk: a slinky minor bass line, finger snaps and a hi-hat.
    rng = rng_for("runway_sting")
    out = silence(0.01)
    step = 0.2
    for i, n in enumerate(["E2", "G2", "A2", "A#2", "B2", "E3"]):
        length = 0.5 if i == 5 else step * 0.9
        bass = sweep_filter(osc(note(n), length, "saw"), glide(1600, 300, length), q=2, mode="low")
        out = place(out, bass * adsr(length, 0.005, 0.05, 0.7, 0.05), i * step, 0.9)
    for i in range(6):
        hat = highpass(noise(0.05, rng), 7000) * decay(0.05, 0.01)
        out = place(out, hat, i * step + step / 2, 0.25)
    for at in (step, 3 * step, 5 * step):
        snap = bandpass(noise(0.06, rng), 1500, 5000) * decay(0.06, 0.008)
        out = place(out, snap, at, 0.6)
    return reverb(out, rng, 0.7, 0.2)


@recipe
def camera_flash() -> Signal:
    # Steal the show: the flash charging up, the shutter, the pop.
    rng = rng_for("camera_flash")
    charge = osc(glide(2500, 9000, 0.25, 0.7), 0.25) * adsr(0.25, 0.05, 0.03, 0.5, 0.05)
    shutter = mix(
        (bandpass(noise(0.02, rng), 2000, 9000) * decay(0.02, 0.003), 0, 1.0),
        (bandpass(noise(0.02, rng), 1500, 6000) * decay(0.02, 0.004), 0.045, 0.7),
    )
    pop = mix(
        (lowpass(noise(0.2, rng), 3000) * decay(0.2, 0.03), 0, 1.0),
        (osc(120, 0.15) * decay(0.15, 0.03), 0, 0.5),
    )
    return reverb(mix((charge, 0, 0.25), (shutter, 0.26, 1.0), (pop, 0.27, 0.8)), rng, 0.6, 0.25)


@recipe
def star_sparkle() -> Signal:
    # A twinkle of high glassy grains rising to a shimmer.
    rng = rng_for("star_sparkle")
    out = silence(0.9)
    scale = [note(n) for n in ["E6", "G#6", "B6", "C#7", "E7", "G#7"]]
    for i in range(22):
        f = scale[min(int(i / 22 * len(scale) + rng.integers(0, 2)), len(scale) - 1)]
        out = place(out, bell(f, 0.35, 0.5, 0.08), 0.03 * i + 0.01 * rng.random(), 0.3 + 0.3 * rng.random())
    return reverb(out, rng, 1.0, 0.35, brightness=9000)


@recipe
def garlic_ugh() -> Signal:
    # A vampire smelling garlic: a disgusted low "Ugh!" with a gag at the end.
    rng = rng_for("garlic_ugh")
    ugh = speak("Eugh!", "en-us+m3", 20, 120, ("pitch", "-350", "overdrive", "6"))
    return reverb(ugh, rng, 0.4, 0.15)


@recipe
def standee_step() -> Signal:
    # A cardboard vamp standee hopping one space along the score track: tok-tok.
    rng = rng_for("standee_step")
    return mix((knock(520, rng, 0.12), 0, 1.0), (knock(430, rng, 0.15), 0.1, 0.8))


@recipe
def instant_win() -> Signal:
    # The crowd goes wild: a flurry of flashes over a rising triumphant chord.
    rng = rng_for("instant_win")
    out = silence(0.01)
    for i, n in enumerate(["E4", "G#4", "B4", "E5"]):
        out = place(out, brass(note(n), 1.6 - 0.12 * i, vibrato=0.006), 0.12 * i, 0.45)
    for i in range(7):
        flash = bandpass(noise(0.03, rng), 2000, 9000) * decay(0.03, 0.004)
        out = place(out, flash, 0.1 + i * 0.18 + 0.05 * rng.random(), 0.5)
    sparkle = star_sparkle()
    out = place(out, normalized(sparkle)[: int(1.2 * SR)] * decay(1.2, 0.6), 0.5, 0.25)
    return reverb(out, rng, 1.2, 0.3)


# -- snow -----------------------------------------------------------------------------


@recipe
def slime_groan() -> Signal:
    # A low, wet, unhappy groan with bubbles popping in it.
    rng = rng_for("slime_groan")
    groan = speak("Bluuuuuuurgh", "en-us+m3", 10, 90, ("pitch", "-900", "tempo", "0.85", "overdrive", "8"))
    groan = sweep_filter(
        groan, 600 + 400 * np.sin(2 * np.pi * 2.2 * np.arange(len(groan)) / SR), q=1.0, mode="low"
    )
    out = place(silence(0.01), normalized(groan), 0.0, 1.0)
    for _ in range(9):
        f0 = 300 + 500 * rng.random()
        blip = osc(glide(f0, f0 * 2.5, 0.05), 0.05) * np.sin(np.linspace(0, np.pi, int(0.05 * SR)))
        out = place(out, blip, 0.1 + rng.random() * max(len(out) / SR - 0.3, 0.3), 0.15)
    return reverb(out, rng, 0.6, 0.2)


def cackle(name: str, syllable: str, voice: str, cents: list[int], step: float, wet: float) -> Signal:
    """A laugh built from one spoken syllable repeated on a rhythm, each a different pitch."""
    rng = rng_for(name)
    out = silence(0.01)
    for i, shift in enumerate(cents):
        said = speak(syllable, voice, 70, 260, ("pitch", str(shift)))
        last = i == len(cents) - 1
        said = said[: int((0.5 if last else step * 1.1) * SR)]
        said *= np.linspace(1, 0, len(said)) ** (0.3 if last else 0.8)
        out = place(out, said, i * step, 1.0 if last else 0.85)
    return reverb(out, rng, 1.2, wet)


@recipe
def illuminati_cackle() -> Signal:
    # The all-seeing card laughs: a "mwa" then a run of "ha"s sliding down, echoing in a hall.
    rng = rng_for("illuminati_cackle")
    mwa = speak("Mwah", "en-us+m7", 60, 200, ("pitch", "300"))
    falling = [650, 600, 520, 450, 380, 300, 200, 60]  # cents: each "ha" a little lower
    laugh = cackle("illuminati_cackle", "hah", "en-us+m7", falling, 0.13, 0.35)
    return reverb(mix((mwa, 0, 0.9), (laugh, 0.3, 1.0)), rng, 0.6, 0.15)


@recipe
def siren_screech() -> Signal:
    # Siren Head's call: two detuned air-raid wails climbing into a harsh screech.
    rng = rng_for("siren_screech")
    t = seconds(2.0)
    f = glide(400, 1300, 2.0, 0.5) * (1 + 0.04 * np.sin(2 * np.pi * 7 * t))
    wail = osc(f, 2.0, "saw") + osc(f * 1.013, 2.0, "saw") + 0.5 * osc(f * 1.5, 2.0, "square")
    wail = bandpass(drive(wail, 3.0), 300, 6000) * adsr(2.0, 0.35, 0.2, 0.85, 0.5)
    scream = bandpass(noise(2.0, rng), 1500, 5000) * adsr(2.0, 0.6, 0.2, 0.3, 0.6)
    return reverb(wail + 0.4 * scream, rng, 1.2, 0.35)


@recipe
def klutzy_whoosh() -> Signal:
    # Klutzy Detective: a wild swing at the air, then a stumble into the furniture.
    rng = rng_for("klutzy_whoosh")
    out = whoosh(rng, 0.45, 400, 3000, q=1.8)
    for i, f in enumerate([300, 220, 380, 180]):
        out = place(out, knock(f, rng, 0.15), 0.42 + 0.07 * i + 0.03 * rng.random(), 0.6 - 0.1 * i)
    return reverb(out, rng, 0.5, 0.2)


@recipe
def bunker_clang() -> Signal:
    # A steel hatch slammed shut: inharmonic metal ringing over a heavy hit.
    rng = rng_for("bunker_clang")
    ring = sum(
        osc(180 * r, 1.6) * decay(1.6, 0.9 / r**0.7) * g
        for r, g in [(1, 1), (2.32, 0.7), (4.25, 0.5), (6.63, 0.3), (9.38, 0.2)]
    )
    hit = bandpass(noise(0.1, rng), 500, 6000) * decay(0.1, 0.02)
    return reverb(mix((ring, 0, 0.5), (hit, 0, 1.0), (boom(rng, 0.5, 60), 0, 0.6)), rng, 1.0, 0.3)


@recipe
def apocalypse_rumble() -> Signal:
    # The end of days: a deep, slowly swelling rumble with a low drone under it.
    rng = rng_for("apocalypse_rumble")
    rumble = lowpass(noise(2.2, rng, "brown"), 140) * tremolo(np.ones(int(2.2 * SR)), 3.0, 0.4)
    drone = osc(41, 2.2, "saw") + osc(41.7, 2.2, "saw")
    body = normalized(rumble) + 0.35 * lowpass(drone, 200)
    return reverb(drive(body * adsr(2.2, 0.5, 0.3, 0.9, 0.7), 1.8), rng, 1.2, 0.3)


@recipe
def catastrophe_rumble() -> Signal:
    # Things fall apart: a shaking rumble full of crumbling debris.
    rng = rng_for("catastrophe_rumble")
    rumble = lowpass(noise(2.0, rng, "brown"), 300) * tremolo(np.ones(int(2.0 * SR)), 7.0, 0.6)
    out = normalized(rumble) * adsr(2.0, 0.1, 0.4, 0.7, 0.6)
    for _ in range(26):
        pebble = knock(250 + 900 * rng.random(), rng, 0.08)
        out = place(out, pebble, 0.1 + 1.5 * rng.random(), 0.1 + 0.25 * rng.random())
    return reverb(out, rng, 1.0, 0.25)


@recipe
def world_end() -> Signal:
    # Three sixes: a demon counts "six, six, six" over a huge boom and a falling choir.
    rng = rng_for("world_end")
    six = speak("Six!", "en-us+m3", 5, 130, ("pitch", "-1000", "reverb", "50"))
    voice = mix(*[(six, 0.5 * i, 0.8 + 0.1 * i) for i in range(3)])  # one, two, three: slow and deliberate
    t = seconds(2.3)
    choir = sum(osc(note(n) * glide(1.0, 0.7, 2.3, 2), 2.3, "saw") for n in ["A2", "C3", "D#3", "A3"])
    choir = lowpass(choir, 900) * (1 + 0.1 * np.sin(2 * np.pi * 5 * t)) * adsr(2.3, 0.3, 0.2, 0.8, 0.8)
    out = mix((boom(rng, 2.2, 40), 0, 1.0), (choir, 0.05, 0.15), (voice, 0.15, 0.9))
    return reverb(out, rng, 1.5, 0.3)


@recipe
def shapeshifter_morph() -> Signal:
    # A shape melting into another: FM whose timbre and pitch wobble and settle.
    rng = rng_for("shapeshifter_morph")
    t = seconds(1.0)
    carrier = glide(220, 330, 1.0) * (1 + 0.05 * np.sin(2 * np.pi * 4 * t))
    index = 6 * np.sin(np.pi * t) ** 2
    modulator = np.sin(2 * np.pi * np.cumsum(carrier * 1.41) / SR) * index
    morph = np.sin(2 * np.pi * np.cumsum(carrier) / SR + modulator) * adsr(1.0, 0.1, 0.2, 0.8, 0.3)
    return reverb(morph, rng, 0.8, 0.3)


@recipe
def snowball_splat() -> Signal:
    rng = rng_for("snowball_splat")
    thud = lowpass(noise(0.4, rng), 700) * decay(0.4, 0.05)
    grains = np.abs(lowpass(noise(0.4, rng), 80)) * 6  # snow crunches in irregular grains
    crunch = bandpass(noise(0.4, rng), 2500, 9000) * decay(0.4, 0.07) * grains
    throw = whoosh(rng, 0.15, 1000, 4000)
    return mix((throw, 0, 0.4), (thud, 0.13, 1.0), (crunch, 0.13, 0.8))


@recipe
def harpoon_twang() -> Signal:
    # The harpoon's line snapping taut: a low plucked string bent down, after a launch whoosh.
    rng = rng_for("harpoon_twang")
    string = pluck(98, 0.9, rng, 0.997)
    bend = np.interp(
        np.arange(len(string)) * glide(1.0, 0.94, 0.9, 0.5)[: len(string)], np.arange(len(string)), string
    )
    return reverb(mix((whoosh(rng, 0.2, 800, 5000), 0, 0.5), (bend, 0.15, 1.0)), rng, 0.6, 0.2)


@recipe
def doppelganger_shimmer() -> Signal:
    # A card doubling: a tone splitting into a shimmering chorus of copies of itself.
    rng = rng_for("doppelganger_shimmer")
    t = seconds(1.2)
    spread = np.clip(t / 0.8, 0, 1)
    out = np.zeros(len(t))
    for k, detune in enumerate([-1.0, -0.5, 0.0, 0.5, 1.0]):
        f = note("A5") * (1 + 0.012 * detune * spread) * (1 + 0.002 * np.sin(2 * np.pi * (3 + k) * t))
        out += osc(f, 1.2, "triangle") + 0.4 * osc(2 * f, 1.2)
    return reverb(out * adsr(1.2, 0.2, 0.3, 0.8, 0.4), rng, 1.0, 0.35, brightness=8000)


@recipe
def sly_fox_yip() -> Signal:
    # Two quick fox yips: sharp rising-falling barks with a throaty edge.
    rng = rng_for("sly_fox_yip")
    out = silence(0.01)
    for i, top in enumerate([1500, 1700]):
        length = 0.16
        f = np.concatenate([glide(700, top, length * 0.35), glide(top, 600, length * 0.65)])
        yip = drive(osc(f, length, "saw") * 0.7 + osc(f, length), 2.0)
        yip = bandpass(yip, 500, 5000) * np.sin(np.linspace(0, np.pi, int(length * SR))) ** 0.7
        out = place(out, yip, i * 0.22)
    return reverb(out, rng, 0.6, 0.25)


@recipe
def prey_bonus() -> Signal:
    # The hunter's horn: ta-taa!, and the bonus counted in.
    rng = rng_for("prey_bonus")
    horn = mix((brass(note("D4"), 0.18), 0, 1.0), (brass(note("A4"), 0.6, 0.006), 0.2, 1.0))
    coins = arpeggio(["A5", "C#6", "E6"], 0.06, 0.45, lambda f, d: bell(f, d, 1.2, 0.2))
    return reverb(mix((horn, 0, 1.0), (coins, 0.55, 0.5)), rng, 0.9, 0.25)


# -- dragon ---------------------------------------------------------------------------


@recipe
def dragon_roar() -> Signal:
    # A deep roar: a growling voice pitched an octave down, a rough saw throat and breath.
    rng = rng_for("dragon_roar")
    voice = speak("Rrrraaaaaawwrr", "en-us+m3", 10, 110, ("pitch", "-1200", "overdrive", "15"))
    t = seconds(2.1)
    f = 70 * (1 + 0.3 * np.sin(np.pi * t / 2.1)) * (1 + 0.05 * np.sin(2 * np.pi * 23 * t))
    throat = sweep_filter(osc(f, 2.1, "saw"), 300 + 1200 * np.sin(np.pi * t / 2.1), q=1.5, mode="low")
    breath = bandpass(noise(2.1, rng), 300, 3000) * np.sin(np.pi * t / 2.1) ** 2
    body = drive(normalized(throat) + 0.5 * breath, 2.5) * adsr(2.1, 0.15, 0.2, 0.9, 0.6)
    return reverb(mix((body, 0, 0.7), (normalized(voice), 0.05, 0.8)), rng, 1.4, 0.3)


@recipe
def snake_hiss() -> Signal:
    rng = rng_for("snake_hiss")
    t = seconds(1.2)
    hiss = bandpass(noise(1.2, rng), 3500, 11000) * adsr(1.2, 0.15, 0.3, 0.75, 0.5)
    rattle = 0.3 * tremolo(highpass(noise(1.2, rng), 5000), 28, 0.9) * np.clip((t - 0.5) / 0.3, 0, 1)
    return reverb(hiss + rattle * adsr(1.2, 0.0, 0.0, 1.0, 0.4), rng, 0.5, 0.15, brightness=9000)


@recipe
def spider_skitter() -> Signal:
    # Eight legs on a tabletop: a fast irregular patter of tiny clicks.
    rng = rng_for("spider_skitter")
    out = silence(1.0)
    t = 0.0
    while t < 0.9:
        tap = bandpass(noise(0.012, rng), 2500, 8000) * decay(0.012, 0.0015)
        out = place(out, tap, t, 0.4 + 0.6 * np.sin(np.pi * t / 0.9))
        t += 0.012 + 0.03 * rng.random()
    return reverb(out, rng, 0.3, 0.1)


@recipe
def devil_giggle() -> Signal:
    # A little devil's giggle: quick, high "hee"s bouncing up and down.
    return cackle("devil_giggle", "hee", "en-us+f4", [900, 1050, 950, 1100, 1000, 800], 0.1, 0.2)


@recipe
def moon_shot() -> Signal:
    # Shooting the moon: a rocket climbing into the sky and bursting into a bright chord.
    rng = rng_for("moon_shot")
    t = seconds(1.0)
    rocket = sweep_filter(noise(1.0, rng), glide(300, 5000, 1.0, 1.5), q=2.5) * adsr(1.0, 0.1, 0.1, 0.9, 0.1)
    whistle = osc(glide(400, 2400, 1.0, 1.5), 1.0) * 0.3 * np.clip(t / 0.5, 0, 1)
    chord = sum(bell(note(n), 1.2, 1.0, 0.4) for n in ["C5", "E5", "G5", "C6", "E6"])
    return reverb(mix((rocket + whistle, 0, 1.0), (chord, 0.95, 0.4)), rng, 1.3, 0.35)


# -- build ----------------------------------------------------------------------------


def decoded_peak(path: Path) -> float:
    """The peak of the decoded file, as ``sox <file> -n stat`` reports it."""
    done = subprocess.run(["sox", str(path), "-n", "stat"], capture_output=True, text=True, check=True)
    report = done.stderr
    fields = dict(line.split(":", 1) for line in report.splitlines() if ":" in line)
    return max(abs(float(fields["Maximum amplitude"])), abs(float(fields["Minimum amplitude"])))


def encode(name: str, audio: Signal, out_dir: Path) -> Path:
    """Write the cue as Ogg Vorbis, turning it down a little if the encoder's overshoot
    pushed the decoded peak over the -1 dBFS limit (sharp transients do that)."""
    target = out_dir / CUES[name]
    limit = 10 ** (PEAK_LIMIT_DB / 20)
    with tempfile.TemporaryDirectory() as tmp:
        wav = Path(tmp) / f"{name}.wav"
        for _ in range(6):
            write_wav(wav, audio)
            subprocess.run(["sox", str(wav), "-C", VORBIS_QUALITY, str(target)], check=True)
            peak = decoded_peak(target)
            if peak <= limit:
                break
            audio = audio * (limit / peak) * 0.98
    return target


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Build the sound cues in table/assets/sounds/.")
    parser.add_argument("cues", nargs="*", help="cue names to build (default: every cue)")
    parser.add_argument("--out", type=Path, default=SOUNDS, help="write here instead of table/assets/sounds/")
    args = parser.parse_args(argv)
    missing = sorted(set(CUES) - set(RECIPES))
    extra = sorted(set(RECIPES) - set(CUES))
    if missing or extra:
        print(f"cue list and recipes disagree: no recipe for {missing}, no cue for {extra}", file=sys.stderr)
        return 1
    names = args.cues or sorted(CUES)
    unknown = [name for name in names if name not in CUES]
    if unknown:
        print(f"unknown cues: {unknown}", file=sys.stderr)
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    for name in names:
        path = encode(name, finish(RECIPES[name](), LONG_CUES.get(name, 2.4)), args.out)
        print(f"{path}  {path.stat().st_size / 1024:.1f} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
