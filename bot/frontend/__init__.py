"""The chat front end's platform-neutral half: what every chat transport must do, and the
recovery policies written once on top of it (issue 20, first slice).

- `transport`: the `Transport` protocol a platform implements (draw the table message of a
  match or table, send a private line, fall back to "My cards", answer a click, schedule a
  wake-up) and the `PrivateLine` it carries.
- `recovery`: `Recovery`, the policies: a committed change always becomes visible (draw and arm
  the timer first, cosmetic edits last and harmless), each private line on its own with one
  later retry, a failed draw retried by a wake-up, an out-of-date button answered with a
  redraw, each table redrawn on its own (timer ticks, start-up).

Nothing here imports a chat library: adapters implement `Transport` and call `Recovery`.
"""

from bot.frontend.recovery import Recovery, Step
from bot.frontend.transport import PrivateLine, Transport, WakeUp

__all__ = ["PrivateLine", "Recovery", "Step", "Transport", "WakeUp"]
