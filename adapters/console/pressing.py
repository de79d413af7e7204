"""A typed choice pressed through a shared flow (the matches' or the poker tables'), written
once for every console front end (`TypedPresses`).

The choice picks a button of the screen printed last. A button that needs an amount not typed
with it ("bet") is pressed as the chats' "Other amount": the flow asks on the prompt line
(`ConsoleAnswers.ask_amount`) and the next typed line answers; then the move is pressed with
that amount, as the chats press it after their amount prompt or modal.
"""

from __future__ import annotations

from adapters.console.reader import Pick, Problem, Quit, Words, parse_amount, show_help
from adapters.console.screen import Screen
from adapters.console.transport import ConsolePress
from bot.callbacks import ButtonRef
from bot.render.buttons import ASK


class TypedPresses:
    """What a console front end presses for a typed choice. `move` and `amount` are the
    flow's button families (a move now; "Other amount"); the front end hands a press to its
    flow (`_send`), reads lines (`_readline`), shows its rules (`_rules`) and says what
    follows the flow's answer (`_after`)."""

    move: str
    amount: str
    screen: Screen
    words: Words

    def _readline(self) -> str | None:
        raise NotImplementedError

    def _rules(self) -> None:
        raise NotImplementedError

    async def _send(self, press: ConsolePress, player: int) -> None:
        """Hand `press` by `player` to the flow."""
        raise NotImplementedError

    async def _after(self, press: ConsolePress) -> None:
        """What follows the flow's answer to `press` (a refused press: the table again)."""

    async def _ready(self) -> bool:
        """Whether the move is still to be pressed once everything is typed."""
        return True

    async def _press(self, player: int, pick: Pick) -> bool:
        """Press the picked button (asking its amount first when it needs one); False: the
        person quit at the amount prompt."""
        ref = pick.option.ref
        amount = pick.amount
        while ref.tag == ASK and amount is None:
            asking = ConsolePress(ButtonRef(self.amount, ref.match_id, ref.deal_no, ref.seq,
                                            ref.verb))
            await self._send(asking, player)
            if asking.asked is None:
                await self._after(asking)
                return True
            answer = parse_amount(self._readline(), self.words.quit, self.words.help)
            if isinstance(answer, Quit):
                return False
            if isinstance(answer, Problem):
                self.screen.say(answer.message)
                return True  # back to the choice, on the same screen
            if isinstance(answer, int):
                amount = answer
            else:
                show_help(self.screen, self._rules)
        if not await self._ready():
            return True
        press = ConsolePress(ButtonRef(self.move, ref.match_id, ref.deal_no, ref.seq, ref.verb,
                                       ref.arg if amount is None else amount))
        await self._send(press, player)
        await self._after(press)
        return True
