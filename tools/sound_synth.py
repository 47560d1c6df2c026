"""Signal building blocks for ``make_sounds.py``: oscillators, noise, envelopes, filters,
a small reverb, espeak-ng voices run through sox, and the level-matching finish.

Every cue in ``table/assets/sounds/`` is a mix of these pieces. All randomness comes from a
``numpy.random.Generator`` seeded by the cue's name, so a rerun rebuilds the same audio.
This runs with the system ``python3`` (numpy + scipy) at build time only; the app never
imports it.
"""

from __future__ import annotations

import hashlib
import subprocess
import tempfile
import wave
from pathlib import Path

import numpy as np
from scipy import signal

SR = 44100
# The finish aims every cue at the same short-term loudness (the loudest 400 ms window,
# RMS), then holds its peak under the ceiling with a limiter; -1.5 dBFS before encoding
# leaves room for the Vorbis encoder's overshoot so decoded files stay under -1 dBFS.
TARGET_LOUDNESS_DB = -15.0
PEAK_CEILING_DB = -1.5
FADE_IN_S = 0.004
FADE_OUT_S = 0.03

Signal = np.ndarray


def rng_for(name: str) -> np.random.Generator:
    """A generator seeded from a cue's name: the same cue always gets the same noise."""
    return np.random.default_rng(int(hashlib.sha256(name.encode()).hexdigest()[:12], 16))


def seconds(duration: float) -> Signal:
    return np.arange(int(duration * SR)) / SR


def silence(duration: float) -> Signal:
    return np.zeros(int(duration * SR))


def glide(start: float, end: float, duration: float, curve: float = 1.0) -> Signal:
    """A frequency (or any parameter) moving from start to end; curve > 1 lingers at start."""
    ramp = np.linspace(0.0, 1.0, int(duration * SR)) ** curve
    return start + (end - start) * ramp


def osc(freq: float | Signal, duration: float, shape: str = "sine", phase: float = 0.0) -> Signal:
    """An oscillator following ``freq`` (a constant or a per-sample array)."""
    n = int(duration * SR)
    f = np.full(n, float(freq)) if np.isscalar(freq) else np.asarray(freq, dtype=float)[:n]
    if len(f) < n:
        f = np.pad(f, (0, n - len(f)), mode="edge")
    cycles = np.cumsum(f) / SR + phase
    if shape == "sine":
        return np.sin(2 * np.pi * cycles)
    frac = cycles % 1.0
    if shape == "saw":
        return 2.0 * frac - 1.0
    if shape == "square":
        return np.where(frac < 0.5, 1.0, -1.0)
    if shape == "triangle":
        return 4.0 * np.abs(frac - 0.5) - 1.0
    raise ValueError(f"unknown oscillator shape {shape!r}")


def noise(duration: float, rng: np.random.Generator, colour: str = "white") -> Signal:
    white = rng.standard_normal(int(duration * SR))
    if colour == "white":
        return white
    if colour == "brown":
        brown = signal.lfilter([1.0], [1.0, -0.995], white)
        return brown / (np.max(np.abs(brown)) + 1e-9)
    if colour == "pink":
        # Paul Kellet's economy filter: close enough to 1/f for texture.
        b = [0.049922035, -0.095993537, 0.050612699, -0.004408786]
        a = [1.0, -2.494956002, 2.017265875, -0.522189400]
        return signal.lfilter(b, a, white) * 8.0
    raise ValueError(f"unknown noise colour {colour!r}")


def decay(duration: float, time_constant: float) -> Signal:
    """An exponential die-away that reaches exactly zero at the end (no step to click)."""
    return np.exp(-seconds(duration) / time_constant) * tail_fade(int(duration * SR))


def tail_fade(n: int, fade: float = 0.01) -> Signal:
    """Ones, easing to zero over the last ``fade`` seconds."""
    ramp = min(int(fade * SR), n)
    env = np.ones(n)
    env[n - ramp :] = np.cos(np.linspace(0, np.pi / 2, ramp)) ** 2
    return env


def adsr(duration: float, attack: float, decay_s: float, sustain: float, release: float) -> Signal:
    """A piecewise-linear envelope filling exactly ``duration`` seconds.

    When attack, decay and release do not fit, they shrink together: cutting the
    release short instead would end the note on a step, which clicks.
    """
    n = int(duration * SR)
    fit = min(1.0, duration / max(attack + decay_s + release, 1e-9))
    a, d, r = int(attack * fit * SR), int(decay_s * fit * SR), int(release * fit * SR)
    s = max(n - a - d - r, 0)
    env = np.concatenate(
        [
            np.linspace(0, 1, a, endpoint=False),
            np.linspace(1, sustain, d, endpoint=False),
            np.full(s, sustain),
            np.linspace(sustain, 0, r),
        ]
    )
    return np.pad(env, (0, max(n - len(env), 0)))[:n]


def bandpass(x: Signal, low: float, high: float, order: int = 4) -> Signal:
    sos = signal.butter(order, [low, high], btype="bandpass", fs=SR, output="sos")
    return signal.sosfilt(sos, x)


def lowpass(x: Signal, cutoff: float, order: int = 4) -> Signal:
    sos = signal.butter(order, cutoff, btype="lowpass", fs=SR, output="sos")
    return signal.sosfilt(sos, x)


def highpass(x: Signal, cutoff: float, order: int = 4) -> Signal:
    sos = signal.butter(order, cutoff, btype="highpass", fs=SR, output="sos")
    return signal.sosfilt(sos, x)


def sweep_filter(x: Signal, cutoffs: Signal, q: float = 2.0, mode: str = "band") -> Signal:
    """A state-variable filter whose centre follows ``cutoffs`` (Hz per sample).

    Written as a plain loop: cues are short, and a swept resonant filter is what makes a
    whoosh, a wah or a growl move.
    """
    n = len(x)
    f = np.clip(np.asarray(cutoffs, dtype=float)[:n], 20.0, SR * 0.2)
    if len(f) < n:
        f = np.pad(f, (0, n - len(f)), mode="edge")
    g = 2.0 * np.sin(np.pi * f / SR)
    damp = 1.0 / q
    low = band = 0.0
    out = np.empty(n)
    pick = {"band": 1, "low": 0, "high": 2}[mode]
    for i in range(n):
        high = x[i] - low - damp * band
        band += g[i] * high
        low += g[i] * band
        out[i] = (low, band, high)[pick]
    return out


def pluck(freq: float, duration: float, rng: np.random.Generator, damping: float = 0.996) -> Signal:
    """Karplus-Strong plucked string: a burst of noise circulating in a tuned delay."""
    period = int(SR / freq)
    buf = rng.uniform(-1, 1, period)
    n = int(duration * SR)
    out = np.empty(n)
    for i in range(n):
        j = i % period
        out[i] = buf[j]
        buf[j] = damping * 0.5 * (buf[j] + buf[(j + 1) % period])
    return out * tail_fade(n)


def bell(freq: float, duration: float, brightness: float = 1.0, time_constant: float = 0.35) -> Signal:
    """A struck bell or chime: a few inharmonic partials, the high ones dying faster."""
    partials = [(1.0, 1.0), (2.0, 0.5 * brightness), (2.76, 0.3 * brightness), (5.4, 0.12 * brightness)]
    out = np.zeros(int(duration * SR))
    for ratio, gain in partials:
        out += gain * osc(freq * ratio, duration) * decay(duration, time_constant / ratio**0.5)
    strike = min(int(0.002 * SR), len(out))  # a 2 ms strike, not a step: a step clicks
    out[:strike] *= np.linspace(0, 1, strike)
    return out


def brass(freq: float, duration: float, vibrato: float = 0.0) -> Signal:
    """A brass-like note: a saw with a little vibrato through a filter that opens with the attack."""
    t = seconds(duration)
    f = freq * (1 + vibrato * np.sin(2 * np.pi * 5.5 * t) * np.clip(t / 0.3, 0, 1))
    raw = osc(f, duration, "saw") + 0.4 * osc(f * 1.003, duration, "saw")
    bright = np.clip(t / 0.05, 0, 1) * 0.6 + 0.4
    return lowpass(raw, freq * 6) * bright * adsr(duration, 0.03, 0.1, 0.8, min(0.15, duration / 3))


def place(canvas: Signal, sound: Signal, at: float, gain: float = 1.0) -> Signal:
    """Mix ``sound`` into ``canvas`` starting at ``at`` seconds, growing the canvas if needed."""
    start = int(at * SR)
    end = start + len(sound)
    if end > len(canvas):
        canvas = np.pad(canvas, (0, end - len(canvas)))
    # Every piece ends on zero, whatever made it: a part cut off mid-wave clicks.
    canvas[start:end] += gain * sound * tail_fade(len(sound), 0.004)
    return canvas


def mix(*parts: tuple[Signal, float, float]) -> Signal:
    """Mix (sound, start seconds, gain) triples into one signal."""
    out = np.zeros(1)
    for sound, at, gain in parts:
        out = place(out, sound, at, gain)
    return out


def reverb(
    x: Signal, rng: np.random.Generator, length: float = 0.8, wet: float = 0.3, brightness: float = 4000.0
) -> Signal:
    """Convolve with a short decaying-noise room: enough air to make a cue sit in a space."""
    impulse = lowpass(rng.standard_normal(int(length * SR)), brightness, order=2)
    impulse *= decay(length, length / 5)
    impulse /= np.sqrt(np.sum(impulse**2)) + 1e-9
    tail = signal.fftconvolve(x, impulse)
    dry = np.pad(x, (0, len(tail) - len(x)))
    return (1 - wet) * dry + wet * tail * (np.max(np.abs(x)) / (np.max(np.abs(tail)) + 1e-9))


def tremolo(x: Signal, rate: float, depth: float) -> Signal:
    t = np.arange(len(x)) / SR
    return x * (1 - depth * 0.5 * (1 + np.sin(2 * np.pi * rate * t)))


def drive(x: Signal, amount: float) -> Signal:
    """Soft saturation: grit for roars and buzzers."""
    return np.tanh(amount * x) / np.tanh(amount)


def normalized(x: Signal) -> Signal:
    return x / (np.max(np.abs(x)) + 1e-12)


# -- voices ---------------------------------------------------------------------------


def read_wav(path: Path) -> Signal:
    with wave.open(str(path), "rb") as wav:
        assert wav.getsampwidth() == 2 and wav.getnchannels() == 1, path
        data = np.frombuffer(wav.readframes(wav.getnframes()), dtype="<i2")
    return data.astype(float) / 32768.0


def write_wav(path: Path, x: Signal) -> None:
    pcm = np.clip(np.round(x * 32767.0), -32768, 32767).astype("<i2")
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(SR)
        wav.writeframes(pcm.tobytes())


def speak(
    text: str, voice: str = "en-us", pitch: int = 50, speed: int = 160, sox_effects: tuple[str, ...] = ()
) -> Signal:
    """Say ``text`` with espeak-ng, then pass it through sox (``pitch``, ``tempo``, ...).

    The result is resampled to the cue rate, its leading and trailing silence cut and
    its ends faded.
    """
    with tempfile.TemporaryDirectory() as tmp:
        raw, out = Path(tmp) / "raw.wav", Path(tmp) / "out.wav"
        subprocess.run(
            ["espeak-ng", "-v", voice, "-p", str(pitch), "-s", str(speed), "-w", str(raw), text], check=True
        )
        subprocess.run(
            [
                "sox",
                "-D",  # no dither: dither is random, and a rebuild must give the same audio
                str(raw),
                "-r",
                str(SR),
                "-c",
                "1",
                "-b",
                "16",
                str(out),
                "gain",
                "-6",  # headroom: a pitch shift or overdrive must not clip before we normalise
                *sox_effects,
                "silence",
                "1",
                "0.01",
                "0.5%",
                "reverse",
                "silence",
                "1",
                "0.01",
                "0.5%",
                "reverse",
            ],
            check=True,
        )
        voice = normalized(read_wav(out))
    # sox's silence trim cuts mid-waveform: fade the cut ends so a word never clicks.
    n_in, n_out = min(int(0.008 * SR), len(voice) // 4), min(int(0.04 * SR), len(voice) // 4)
    voice[:n_in] *= np.linspace(0, 1, n_in)
    voice[len(voice) - n_out :] *= np.linspace(1, 0, n_out)
    return voice


# -- the finish -----------------------------------------------------------------------


def db(value: float) -> float:
    return 20.0 * float(np.log10(max(value, 1e-12)))


def short_term_loudness_db(x: Signal, window: float = 0.4) -> float:
    """RMS of the loudest ``window`` seconds, in dBFS (a cue shorter than that: its own RMS)."""
    n = int(window * SR)
    if len(x) <= n:
        return db(float(np.sqrt(np.mean(x**2))))
    running = np.concatenate([[0.0], np.cumsum(x**2)])
    return db(float(np.sqrt(np.max(running[n:] - running[:-n]) / n)))


def limit(x: Signal, ceiling: float, window: float = 0.01) -> Signal:
    """A look-ahead peak limiter: gain drops just before a peak and recovers smoothly.

    Each sample's gain is the least any sample in the next ``window`` needs, averaged
    over the last ``window``: every value in that average already covers the sample,
    so no peak gets through, and the average makes the dips smooth (no distortion).
    """
    n = max(int(window * SR), 1)
    need = np.minimum(1.0, ceiling / (np.abs(x) + 1e-12))
    padded = np.pad(need, (0, n), constant_values=1.0)
    hold = np.lib.stride_tricks.sliding_window_view(padded, n + 1).min(axis=1)[: len(x)]
    smooth = np.convolve(np.pad(hold, (n, 0), constant_values=1.0), np.ones(n + 1) / (n + 1), mode="valid")
    return x * smooth[: len(x)]


def finish(x: Signal, max_duration: float = 2.4) -> Signal:
    """Trim, de-click, level-match and peak-limit one cue, no longer than ``max_duration``."""
    x = np.asarray(x, dtype=float)
    x = x - np.mean(x)
    x = highpass(x, 25.0, order=2)  # no inaudible DC or sub-bass eating the headroom
    # Cut near-silent tails, keeping a little air.
    loud = np.nonzero(np.abs(x) > np.max(np.abs(x)) * 10 ** (-45 / 20))[0]
    x = x[max(loud[0] - int(0.002 * SR), 0) : loud[-1] + int(0.02 * SR)]
    if len(x) > max_duration * SR:
        # A reverb tail past the limit: end it with a long, gentle fade instead.
        x = x[: int(max_duration * SR)]
        n_tail = int(0.35 * SR)
        x[-n_tail:] *= np.cos(np.linspace(0, np.pi / 2, n_tail)) ** 2
    n_in, n_out = int(FADE_IN_S * SR), int(FADE_OUT_S * SR)
    x[:n_in] *= np.sin(np.linspace(0, np.pi / 2, n_in)) ** 2
    x[-n_out:] *= np.cos(np.linspace(0, np.pi / 2, n_out)) ** 2
    ceiling = 10 ** (PEAK_CEILING_DB / 20)
    for _ in range(4):  # loudness gain and limiting nudge each other: settle in a few rounds
        x *= 10 ** ((TARGET_LOUDNESS_DB - short_term_loudness_db(x)) / 20)
        if np.max(np.abs(x)) > ceiling:
            x = limit(x, ceiling * 0.98)
    x = x * min(1.0, ceiling / np.max(np.abs(x)))
    # A few ms of true silence at each end: the codec's pre-echo then has nowhere to click.
    pad = int(0.004 * SR)
    return np.pad(x, (pad, pad))
