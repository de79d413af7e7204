"""Persian joined without raqm: the contextual letter forms a shaper would choose, picked
before the text reaches Pillow's basic layout.

Pillow's wheels bring raqm and HarfBuzz but load FriBiDi from the system at run time
(Debian: libfribidi0). A machine without it (a fresh laptop running `make play`) lays text out
glyph by glyph, and Persian letters would stand apart in their isolated forms. There each
right-to-left run goes through `arabic_reshaper` (initial, medial and final forms and the
lam-alef ligatures, as Unicode's Arabic Presentation Forms, every one of them in the shipped
Noto Sans Arabic; a zero-width non-joiner still parts two letters) and is then reversed for
display. The order of the runs is `bidi.py`'s either way.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from arabic_reshaper import ArabicReshaper

# Harakat are dropped: the basic layout cannot put a mark over its letter.
_RESHAPER: Final = ArabicReshaper(configuration={"delete_harakat": True,
                                                 "support_ligatures": True})


@lru_cache(maxsize=4096)
def joined(run: str) -> str:
    """`run` (logical order) with each Arabic-script letter in the form its neighbours give it."""
    return str(_RESHAPER.reshape(run))


def basic_display(run: str, rtl: bool) -> str:
    """What Pillow's basic layout must be given to draw `run` as a shaper would: a
    right-to-left run joined, then in display order."""
    return joined(run)[::-1] if rtl else run
