### feltbot — English messages (the reference language).
###
### Message ids are stable API: code refers to them by name (`IllegalAction("error-not-your-turn")`,
### `Localizer.t("pot", amount=40)`). Never rename or remove one; add a new id instead.
### Every id here must exist in hi.ftl, fa.ftl and fi.ftl with exactly the same variables
### (tests/bot/test_locale.py checks it). Numbers are passed as integers, so plurals follow CLDR.
###
### Sections: errors · chips · actions · table · match · settings.
### Game-specific messages are appended below by each game, under a `## game: <name>` header.

## Errors (the `key` of engine.errors.RuleError and bot.errors.BotError)

error-not-your-turn = It is not your turn.
# A button or command made for an earlier state of the table.
error-stale-command = That button is out of date.
error-duplicate-command = That action was already taken.
error-not-seated = You are not seated at this table.
error-amount-not-a-number = Please enter a whole number of chips.
# $min, $max: the legal bounds, inclusive.
error-amount-out-of-range = Enter an amount from { $min } to { $max }.
error-illegal-action = That action is not allowed right now.
# $balance: the player's current balance.
error-insufficient-balance = Not enough chips: your balance is { $balance }.
error-refill-not-broke = You can refill only when you have no chips left: none in your balance, at a table or in a match.
# $minutes: minutes left before the next refill (at least 1).
error-refill-cooldown = { $minutes ->
    [one] You can refill again in { $minutes } minute.
   *[other] You can refill again in { $minutes } minutes.
}
# Shown for an unexpected failure; details go to the log, never to the player.
error-internal = Sorry, something went wrong. The table is safe; please try again.

# Shared betting (engine/betting.py), every game that bets.
error-no-betting-now = There is no betting right now.
error-fold-when-check = You can check for free; there is no need to fold.
# $to_call: chips the player would have to add.
error-cannot-check = You cannot check: { $to_call } to call.
error-nothing-to-call = There is nothing to call.
error-raise-not-allowed = You cannot raise now.
# $verb: the verb that was tried, "bet" or "raise".
error-bet-or-raise = { $verb ->
    [bet] There is already a bet: raise instead.
   *[other] Nobody has bet yet: bet instead.
}
error-unknown-action = That action does not exist in this game.

## Chips

# $amount: the balance in chips.
balance = { $amount ->
    [one] Your balance: { $amount } chip
   *[other] Your balance: { $amount } chips
}
# $amount: the starting grant.
grant-received = { $amount ->
    [one] Welcome! You received { $amount } chip.
   *[other] Welcome! You received { $amount } chips.
}
# $amount: the chips refilled.
refill-received = { $amount ->
    [one] You received { $amount } chip.
   *[other] You received { $amount } chips.
}

## Actions (button labels; `bot.i18n.action_key(kind)` maps an engine verb to its id)

action-check = Check
action-bet = Bet
action-call = Call
action-raise = Raise
action-fold = Fold
action-all-in = All-in
action-lock = Lock
# $amount: the chips a call adds.
action-call-amount = Call { $amount }
# $amount: the bet or the raise-to total for this betting round.
action-bet-amount = Bet { $amount }
action-raise-to = Raise to { $amount }

## Table

your-turn = Your turn.
# $name: a player's display name.
turn-of = Turn: { $name }
# $amount: chips in the pot.
pot = Pot: { $amount }
# $amount: chips in front of a player.
stack = Stack: { $amount }
# Marks a computer player (NK-8.3); $name: its display name.
seat-bot = { $name } (BOT)

## Match

match-won = You won the match!
match-lost = You lost the match.

## Settings

# The language's own name, shown in the language menu.
language-name = English
language-set = Language set to English.

## Discord (adapters/discord): slash commands, buttons and notices
# Command and option names: lowercase, no spaces (Discord's rule). `.desc`: the description.

discord-cmd-updown = updown
    .desc = Play Up/Down: lock one card face down and bet on it
discord-cmd-challenge = challenge
    .desc = Challenge a member of this server to a match
discord-opt-opponent = opponent
    .desc = The member you challenge
discord-cmd-bot = bot
    .desc = Play a match against the computer
discord-cmd-rules = rules
    .desc = Show the rules of a game
discord-opt-game = game
    .desc = Which game
discord-cmd-balance = balance
    .desc = Show your chips in this server
discord-cmd-language = language
    .desc = Choose the language the bot uses with you
discord-opt-language = language
    .desc = Your language
discord-opt-server = server
    .desc = Set the language of the public table for the whole server (Manage Server)
discord-cmd-cancel = cancel
    .desc = End a stuck game in this channel and return the stakes
# The amount dialog; $min, $max: the legal raise-to totals, inclusive.
discord-amount-title = Choose your amount
discord-amount-label = Amount from { $min } to { $max }
discord-challenge-bot = Computer players are started with the bot command, not challenged.
discord-cards-by-dm = Your cards are in your direct messages.
# $name: the member whose DMs are closed (a mention).
discord-dm-closed = { $name }, I cannot send you direct messages. Press “My cards” on the table to see your cards.
discord-cancel-not-allowed = Only the host or a member with Manage Server can cancel this game.
discord-server-language-set = The table language for this server is now English.
discord-needs-manage-server = Only a member with Manage Server can change this.
# $time: a Discord timestamp the reader's client shows as "in 40 seconds".
discord-deadline = Time runs out { $time }
discord-cannot-post = I cannot post in this channel. Please let me view the channel and send messages here, then try again.
discord-option-unknown-member = I cannot find that member in this server: choose someone who is here.
discord-option-invalid = I could not read one of the options: please choose it again.
discord-guild-only = Games are played in a server channel, not in direct messages.

## Telegram adapter (adapters/telegram). Command names are fixed ASCII; only descriptions
## are translated (Telegram shows them in the user's client language).

# A button whose id this bot did not make (tampered with or from elsewhere).
error-invalid-button = That button is not valid.
tg-cmd-updown = Play Up/Down: reply to someone or mention them to challenge them, or play me
tg-cmd-balance = Your chips in this group
tg-cmd-rules = The rules of a game
tg-cmd-language = Choose your language (in a group: the table language)
tg-cmd-cancel = End a stuck game; the stakes are returned
tg-cmd-help = How to play with this bot
tg-cmd-start = Start a private chat so I can send you your cards
# $name: the user's display name.
tg-welcome = Hello, { $name }! Your private cards will arrive in this chat. Add me to a group and send /updown there to play.
tg-help =
    I host Up/Down with virtual chips in groups.
    /updown: reply to someone's message (or mention them) to challenge them; on its own it starts a match against me.
    /balance: your chips in this group.
    /rules updown: how the game is played.
    /language: your language; in a group, admins choose the table language.
    /cancel: the host or a group admin ends a stuck game and the stakes are returned.
    Open a private chat with me so I can send you your cards; otherwise press “My cards” on the table.
rules-updown =
    Up/Down: two players, 20 chips each, an ante of 1 chip before every deal.
    Each player holds two cards. 8, 9, 10, J, Q, K and A are UP; 2 to 7 are DOWN. Everyone sees how many UP and DOWN cards each player holds, never which card is which.
    Each player locks one of their two cards face down, then there is one round of betting: check or bet; facing a bet, call, raise or fold. No limit: you may bet up to your stack.
    The locked cards are compared: the higher rank wins the pot, except that a 2 beats an Ace. Equal ranks split the pot.
    You keep your other card for the next deal and draw one new card. The match ends when a player has no chips left for the ante.
# $games: the game names /rules knows, comma-separated.
rules-unknown = I do not know that game. Games: { $games }
tg-balance-per-group = Chips are kept per group: send /balance in the group.
tg-admin-only = Only a group admin can do that.
tg-language-choose = Choose a language:
tg-group-only = Games are played in groups: add me to a group and send /updown there.
tg-post-as-yourself = Games need your own account: anonymous admins and channels cannot take a seat. Send the command again as yourself (turn off "Remain anonymous", or choose your own name to send as).
tg-polling-webhook-set = Not started: this bot's Telegram webhook is set ({ $url }), and long polling would delete it, cutting off every webhook worker. Set TELEGRAM_WEBHOOK_URL to run as a webhook worker, or TELEGRAM_POLLING_TAKES_OVER=true to move the bot back to polling.
tg-challenge-whom = I cannot tell whom you mean: reply to a message of the player you want to challenge.
# Asks the acting player for a bet or raise-to total; $name is a mention, $min/$max the bounds.
tg-amount-prompt = { $name }, reply to this message with your amount, from { $min } to { $max }.
chat-no-game = There is no game to cancel here.
tg-cancel-not-allowed = Only the host or a group admin can cancel this game.
# $time: the deadline as UTC wall-clock time (HH:MM:SS).
tg-ud-turn-until = Turn: { $name }, until { $time } UTC
tg-open-dm = Cards by DM

## game: updown — what a seat sees (bot/render/updown.py)
# Sentences about a player take $who ("you" when it is the reader, else "other") and $name,
# so each language can address the reader directly.

ud-you = You
ud-computer = Computer
# $deal: the number of the deal in this match.
ud-deal-title = Up/Down · deal { $deal }
ud-your-cards = Your cards:
# $card: the card you locked face down.
ud-you-locked = You locked { $card }.
# $up, $down: how many UP (8 to A) and DOWN (2 to 7) cards the player holds (UD-2.5).
ud-signal = { $who ->
    [you] Your signal: { $up } UP · { $down } DOWN
   *[other] Signal of { $name }: { $up } UP · { $down } DOWN
}
# $amount: chips behind, not counting the pot.
ud-stack = { $who ->
    [you] Your chips: { $amount }
   *[other] Chips of { $name }: { $amount }
}
ud-has-locked = { $who ->
    [you] You have locked a card.
   *[other] { $name } has locked a card.
}
ud-not-locked = { $who ->
    [you] You have not locked a card yet.
   *[other] { $name } has not locked a card yet.
}
# $amount: the player's bets in this betting round (the ante not counted).
ud-round-bet = { $who ->
    [you] Your bet this round: { $amount }
   *[other] Bet of { $name } this round: { $amount }
}
# $amount: the chips a call adds.
ud-to-call = To call: { $amount }
# $slot: the card's place in your hand (1 or 2); $card: the card.
ud-button-lock = Lock card { $slot }: { $card }
# $min, $max: the legal totals for this betting round, inclusive.
ud-button-bet-range = Bet { $min }–{ $max }
ud-button-raise-range = Raise to { $min }–{ $max }
# $amount: your total for this round when all your chips are in.
ud-button-all-in = All-in ({ $amount })
# $cards: the card or cards you were just dealt.
ud-event-drawn = { $count ->
    [one] You were dealt { $cards }.
   *[other] You were dealt { $cards }.
}
# $count: the cards in the new stock (UD-5.4).
ud-event-reshuffled = The discards were shuffled into a new stock ({ $count } cards).
ud-event-locked = { $who ->
    [you] You locked a card.
   *[other] { $name } locked a card.
}
ud-event-check = { $who ->
    [you] You check.
   *[other] { $name } checks.
}
ud-event-fold = { $who ->
    [you] You fold.
   *[other] { $name } folds.
}
# $amount: the chips the call added.
ud-event-call = { $who ->
    [you] You call { $amount }.
   *[other] { $name } calls { $amount }.
}
# $amount: the bet, as a total for this betting round.
ud-event-bet = { $who ->
    [you] You bet { $amount }.
   *[other] { $name } bets { $amount }.
}
# $amount: the raise-to total for this betting round.
ud-event-raise = { $who ->
    [you] You raise to { $amount }.
   *[other] { $name } raises to { $amount }.
}
# $amount: the player's total for this round, all chips in.
ud-event-all-in = { $who ->
    [you] You go all-in ({ $amount }).
   *[other] { $name } goes all-in ({ $amount }).
}
# $amount: the part of a bet nobody matched, given back (UD-3.5).
ud-event-returned = { $who ->
    [you] Uncalled chips returned to you: { $amount }
   *[other] Uncalled chips returned to { $name }: { $amount }
}
# $card: a locked card, now shown face up (UD-5.1, UD-5.2).
ud-event-revealed = { $who ->
    [you] Your locked card: { $card }
   *[other] Locked card of { $name }: { $card }
}
# $amount: the pot.
ud-event-won = { $who ->
    [you] You win the pot ({ $amount }).
   *[other] { $name } wins the pot ({ $amount }).
}
# $amount: the pot; the other player folded.
ud-event-won-fold = { $who ->
    [you] The other player folded: you win the pot ({ $amount }).
   *[other] { $name } wins the pot ({ $amount }) after a fold.
}
# $amount: the pot, split evenly after equal ranks (UD-5.1).
ud-event-split = A tie: the pot ({ $amount }) is split evenly.
# $amount: the chips the player ends the match with.
ud-final-chips = { $who ->
    [you] Your final chips: { $amount }
   *[other] Final chips of { $name }: { $amount }
}
# $deal: the number of the deal that just ended.
ud-last-deal = Result of deal { $deal }:

## Console (adapters/console): the terminal game

# $name: the player's name.
console-welcome = Welcome to feltbot, { $name }! Up/Down against the computer.
# $amount: the buy-in taken from your balance.
console-new-match = New match: { $amount ->
    [one] { $amount } chip
   *[other] { $amount } chips
} from your balance are now your match chips.
# $deal: the deal the saved match is at.
console-resumed = Resuming your saved match at deal { $deal }.
console-choose = Choose by number, or type an action (for example “raise 6”). Type “q” to save and quit.
console-prompt = Your choice:
# $min, $max: the legal amounts, inclusive.
console-amount-prompt = Amount ({ $min }–{ $max }):
console-empty-input = Please type something: a number from the list or an action.
console-amount-empty = No amount typed: choose again.
# $first, $count: the first and the last number in the list.
console-no-such-option = There is no option with that number. Choose from { $first } to { $count }.
console-unknown-input = I did not understand that. Type a number from the list.
console-saved = Your match is saved. Run “feltbot play” again to continue it.
# $name: a chat platform ("Telegram", "Discord").
console-adapter-unavailable = { $name } is not available yet; starting the terminal game instead.
# $game: the game's name as typed.
console-game-unavailable = This game is not available in the terminal yet: { $game }
# A word that quits the game (besides “q”), in the player's language.
console-quit-word = quit

## Game refusals raised by the engines (Up/Down, As-Nas, poker, cards)

error-already-locked = Your card is already locked and cannot be changed.
error-lock-first = Both players must lock a card before any betting.
error-card-slot = Choose one of your two cards to lock.
error-match-over = The match is over. Choose Restart to play again.
error-deal-in-progress = A deal is already in progress.
error-no-deal-in-progress = No deal is in progress; start the next deal first.
error-already-looked = You have already looked at your hand.
error-no-hand = No hand is in progress at this table.
error-not-enough-players = At least two players with chips are needed to deal.
# $seat: a seat number.
error-seat-unknown = There is no seat { $seat } at this table.
# $seat: a seat number.
error-seat-invalid = Seat { $seat } cannot do that now.
# $card: a card code as typed.
error-card-unknown = “{ $card }” is not a card.

## game: naiko — powers, sparks and their refusals (engine/naiko)

# The four powers (NK-6), as the carousel and the hand history name them.
naiko-power-glance = Steal glance
naiko-power-swap = Sleeve swap
naiko-power-anchor = Small anchor
naiko-power-shield = Seal shield
# $count: the sparks a player holds (NK-5.1, public).
naiko-sparks = { $count ->
    [one] { $count } spark
   *[other] { $count } sparks
}
action-glance = Glance
action-swap = Swap a card
action-anchor = Anchor
action-shield = Shield
# Lets a Small anchor aimed at you apply (what the timer does after 8 seconds).
action-decline = Let it pass
# $power: the engine verb (glance, swap, anchor, shield), used only to pick the name.
error-power-not-in-carousel = { $power ->
    [glance] Steal glance
    [swap] Sleeve swap
    [anchor] Small anchor
   *[shield] Seal shield
} is not in this hand's carousel.
error-power-used = You have already used { $power ->
    [glance] Steal glance
    [swap] Sleeve swap
    [anchor] Small anchor
   *[shield] Seal shield
} in this hand.
error-power-one-per-turn = You can use only one power per turn.
# $limit: ordinary activations allowed per betting round for the whole table (3).
error-power-round-limit = The table has already used its { $limit } powers in this betting round.
# $cost: the power's price in sparks; $sparks: what the player holds.
error-power-no-sparks = This power costs { $cost ->
    [one] { $cost } spark
   *[other] { $cost } sparks
}; you have { $sparks }.
error-glance-river = Steal glance cannot be used on the river.
error-swap-preflop-only = Sleeve swap can be used only before the flop.
error-swap-after-action = Sleeve swap must come before your first betting action.
error-swap-slot = Choose one of your two cards to swap.
error-anchor-target = Choose an opponent who is still in the hand and can act.
error-anchor-target-acted = That player has already acted in this betting round.
error-anchor-already = That player has already received a Small anchor in this betting round.
error-anchor-window-open = Betting waits for the answer to a Small anchor.
error-no-anchor-window = There is no Small anchor for you to answer.

## game: poker tables — cash and private tables, timers, console (bot/tables, bot/render/poker.py)

error-table-closed = This table is closed.
# $seat: the seat number, from 1.
error-seat-taken = Seat { $seat } is taken.
error-table-full = This table is full.
error-already-seated = You are already seated at this table.
# $min, $max: the table's buy-in range.
error-buy-in-range = Buy in with { $min } to { $max ->
    [one] { $max } chip
   *[other] { $max } chips
}.
error-rebuy-not-busted = You can buy in again only when you have no chips left at the table.
error-not-invited = This is a private table: you need an invitation to sit.
error-invite-invalid = This invitation is not valid (it may have been revoked).
error-not-host = Only the table's host can do that.
error-bots-not-allowed = Computer players are not allowed at this table.
error-not-sitting-out = You are not sitting out.
# $mode: the mode that was asked for.
error-table-mode = Unknown table mode: { $mode }
error-table-blinds = The small blind must be at least 1 and no bigger than the big blind.
# $min, $max: allowed seat counts.
error-table-seats = A table has { $min } to { $max } seats.
# $big_blind: the big blind chosen.
error-table-buy-in = The buy-in range must start at the big blind ({ $big_blind }) or above.
# $min: the shortest decision time in seconds.
error-table-timer = The decision time must be from { $min } to { $max } seconds.
error-table-settings-locked = The mode cannot change, and seats in use cannot be removed.
poker-you = You
poker-your-cards = Your cards:
poker-board = Board:
poker-mode-holdem = Texas Hold'em
poker-mode-omaha = Pot-limit Omaha
poker-mode-naiko = Naiko mode
# $mode: one of the poker-mode-* texts; $small, $big: the blinds.
poker-title = Hand { $hand } · { $mode } · blinds { $small }/{ $big }
# $index: 0 for the main pot.
poker-pot = Pot: { $amount }
poker-side-pot = Side pot { $index }: { $amount }
# $state: waiting, waiting-bb, playing, folded, all-in, sitting-out, shown; $button: yes or no;
# $cards: the shown cards (only with "shown"); $bet: chips bet in this round.
poker-seat = { $seat }. { $name } · { $chips }{ $bet ->
        [0] {""}
       *[other] {" "}· bet { $bet }
    }{ $state ->
        [folded] {" "}· folded
        [all-in] {" "}· all-in
        [sitting-out] {" "}· sitting out
        [shown] {" "}· shows { $cards }
        [waiting] {" "}· waits for the next hand
        [waiting-bb] {" "}· waits for the big blind
       *[playing] {""}
    }{ $button ->
        [yes] {" "}· dealer
       *[no] {""}
    }
poker-preset-min = Minimum ({ $amount })
poker-preset-half-pot = Half pot ({ $amount })
poker-preset-pot = Pot ({ $amount })
poker-preset-max = Maximum ({ $amount })
poker-button-bet-range = Bet { $min }–{ $max }…
poker-button-raise-range = Raise to { $min }–{ $max }…
poker-button-all-in = All-in ({ $amount })
poker-event-post = { $name } posts a blind of { $amount }.
poker-event-check = { $name } checks.
poker-event-call = { $name } calls ({ $amount }).
poker-event-bet = { $name } bets { $amount }.
poker-event-raise = { $name } raises to { $amount }.
poker-event-all-in = { $name } goes all-in ({ $amount }).
poker-event-fold = { $name } folds.
poker-event-board = Board: { $cards }
poker-event-show = { $name } shows { $cards }.
poker-event-win = { $name } wins { $amount }.
poker-event-win-side = { $name } wins { $amount } from side pot { $pot }.
poker-event-return = { $amount } returned to { $name } (not called).
poker-event-hand = Hand { $hand } begins.
poker-event-sit = { $name } sits down with { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}.
poker-event-rebuy = { $name } buys in again with { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}.
poker-event-left = { $name } leaves the table with { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}.
poker-event-timeout = { $name } ran out of time.
poker-event-sit-out = { $name } is sitting out.
poker-event-sit-in = { $name } is back.
poker-event-leaving = { $name } will leave after this hand.
poker-event-closed = The table is closed; every stack went back to its balance.
# $mode: one of the poker-mode-* texts; $chips: the buy-in.
poker-console-welcome = Welcome, { $name }! { $mode } against three computer players; you sit with { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
} and keep { $balance } in your balance.
poker-console-no-chips = You have no chips to buy in with right now.

## Telegram adapter: As-Nas, poker tables, /stats (adapters/telegram).
tg-cmd-asnas = Open an As-Nas table for four; empty seats are played by the computer
tg-cmd-holdem = Sit at this group's Texas Hold'em table
tg-cmd-omaha = Sit at this group's pot-limit Omaha table
tg-cmd-naiko = Sit at this group's Naiko table (Hold'em with powers)
tg-cmd-table = A private poker table: create it, change it, invite friends
tg-cmd-refill = Buy in again at a table, or top up an empty balance
tg-cmd-leave = Leave the poker tables in this group
tg-cmd-stats = Your games, hands and chips in this group
tg-help-games =
    More games:
    /asnas: As-Nas for four; whoever presses Join plays, the computer takes the empty seats.
    /holdem, /omaha, /naiko [buy-in]: sit at this group's poker table of that kind.
    /table: your private poker table with an invitation link (/table invite, /table blinds 50, /table bots on, /table close).
    /sitngo [seats] [entry], /spin [entry]: a tournament; register with its buttons, the prizes are shown first.
    /hand [number|last]: a finished poker hand replayed as the table saw it. /leaderboard [week|month|all]: this group's best players. /pictures on|off (admins): tables as pictures.
    /refill: buy in again when your stack is empty, or top up an empty balance.
    /leave: leave the poker tables here. /stats: your games, hands and chips.
    /rules asnas, /rules holdem, /rules omaha, /rules naiko: the rules.
# $name: display name; $matches: matches joined; $tables: poker tables joined; $hands: poker hands dealt; $net: chips won (negative: lost); $balance: chips now.
chat-stats = { $name } here: { $matches ->
    [one] { $matches } match
   *[other] { $matches } matches
}, { $tables ->
    [one] { $tables } poker table
   *[other] { $tables } poker tables
}, { $hands ->
    [one] { $hands } hand dealt
   *[other] { $hands } hands dealt
}; won or lost at the tables { $net }; balance { $balance }.
rules-asnas =
    As-Nas: four players, 12 deals. You play for points, a score that may go below zero, not for chips.
    The pack has 20 cards without suits: four each of As, Shah, Bibi, Sarbaz and Kowli. Everyone gets five cards and there are no exchanges. The dealer moves one seat to the right every deal; the first dealer is chosen at random.
    Hands start hidden, even from their owner: press Look to see yours; it is private and does not end your turn.
    The dealer opens with a stake of 1. Starting to the dealer's right, each player may call (match the highest stake), hold (only when already level), raise (the highest stake goes up by exactly 1, never above 4) or fold (the stake stays in the pot).
    The round ends when every remaining player has acted and all stakes are equal; if one player remains, they win at once.
    Hands, strongest first: four of a kind, full house, three of a kind, two pairs, one pair, high card. Ranks: As, Shah, Bibi, Sarbaz, Kowli. Equal categories compare the grouped ranks, then the other cards; identical hands tie.
    The pot is all stakes, folded ones included; winners share it exactly (a three-way split of 7 is 7/3 each). After 12 deals the highest total wins.
rules-holdem =
    Texas Hold'em, no limit: one 52-card pack; two private cards each and five board cards (flop 3, turn 1, river 1). Your hand is the best five cards from your two and the board.
    Blinds: the two seats left of the button post the small and big blind; with two players the button posts the small blind and acts first before the flop. Before the flop the player left of the big blind acts first, later the first active player left of the button.
    Check, bet, call, raise or fold. A bet is at least the big blind; a raise raises by at least the last full raise; you may bet your whole stack. A short all-in does not reopen raising for players who already acted.
    All-in: you can win from each opponent at most what you put in; the rest forms side pots. An uncalled bet is returned. When nobody can bet any more, the board is dealt out.
    Showdown: best five-card hand wins (royal flush, straight flush, four of a kind, full house, flush, straight, three of a kind, two pairs, one pair, high card). Ties split; odd chips go to the winner nearest the button's left.
    Each decision has a timer: when it runs out you check if you can, otherwise you fold. Two timeouts in a row sit you out. Computer players are marked BOT.
rules-omaha =
    Pot-limit Omaha: like Hold'em, but you get four private cards and your hand must use exactly two of them with exactly three board cards.
    Pot limit: the largest raise is to the current bet plus the pot (every bet on the table counted) plus what you must call. Example: pot 100, a bet of 40 to you: call 40 and the pot would be 180, so you may raise to 220.
    Blinds, turn order, side pots, showdown and timers are as in Hold'em (/rules holdem).
rules-naiko =
    Naiko mode: no-limit Hold'em with sparks and powers; powers never change how hands rank.
    Sparks: you get 1 when dealt into a hand, at most 3, and keep them while you keep your seat.
    Each hand shows three of the four powers (if Seal shield is shown, Small anchor is too). Each power once per hand; at most one per turn, before your betting action; at most 3 activations per betting round for the whole table. A refused attempt costs nothing.
    Steal glance (1 spark): see privately the next card of the next street; not on the river.
    Sleeve swap (2): before the flop and before your first action, discard one private card and take the next card of the deck.
    Small anchor (2): an opponent who has not acted this round may raise at most the pot-limit amount until the round ends.
    Seal shield (1): answer an anchor aimed at you within its time window (8 seconds) to cancel it; the anchoring player still pays.
    Everything else is as in Hold'em (/rules holdem).
# The group's As-Nas table message. $deal, $deals: this deal and the match length.
asnas-title = 🂡 As-Nas · deal { $deal } of { $deals }
# $pot: all stakes; $high: the highest stake; $cap: its limit (4); $dealer: a name.
asnas-stakes = Pot { $pot } · highest stake { $high } (at most { $cap }) · dealer { $dealer }
# $stake: this deal's stake; $state: folded, acted or waiting; $total: the match score (may be a fraction).
asnas-seat = { $name }: stake { $stake }{ $state ->
        [folded] {" "}· folded
        [acted] {" "}· acted
       *[waiting] {""}
    } · total { $total }
asnas-did-hold = { $name } holds at { $stake }.
asnas-did-call = { $name } calls: stake { $stake }.
asnas-did-raise = { $name } raises the stake to { $stake }.
asnas-did-fold = { $name } folds.
# $deal: the deal; $names: the winners; $share: each winner's share (may be a fraction).
asnas-result = { $winners ->
    [1] Deal { $deal }: { $names } won the pot of { $pot }.
   *[other] Deal { $deal }: { $names } won the pot of { $pot } ({ $share } each).
}
asnas-shown = { $name } shows { $cards }: { $category }
asnas-match-over = The match is over. Winner: { $names }
asnas-look-first = Press Look on your turn to see your hand.
# $cards: five card names; $category: the hand's category.
asnas-hand = Deal { $deal }: your hand { $cards } ({ $category })
asnas-card-as = As
asnas-card-sh = Shah
asnas-card-bi = Bibi
asnas-card-sa = Sarbaz
asnas-card-ko = Kowli
asnas-category-four-of-a-kind = four of a kind
asnas-category-full-house = full house
asnas-category-three-of-a-kind = three of a kind
asnas-category-two-pairs = two pairs
asnas-category-one-pair = one pair
asnas-category-high-card = high card
action-look = Look
action-hold = Hold
error-asnas-cannot-hold = You can hold only when your stake equals the highest stake.
error-asnas-stake-capped = The stake is already at its limit of 4.
asnas-already-playing = { $name } is already playing As-Nas here.
# $seats: the number of seats.
asnas-lobby = As-Nas table for { $seats }: press Join to play. The host starts; the computer takes the empty seats.
asnas-lobby-computer = (computer)
asnas-lobby-join = Join
asnas-lobby-leave = Leave
asnas-lobby-start = Start
asnas-lobby-gone = This As-Nas table is no longer open.
asnas-lobby-open = An As-Nas table is already open here: join it, or wait until it starts.
asnas-lobby-already-in = You have already joined.
asnas-lobby-host-stays = Only players who joined can leave, and the host stays.
asnas-lobby-host-only = Only the host can start.
asnas-lobby-started = { $computers ->
    [0] As-Nas has started: { $names }.
   *[other] As-Nas has started: { $names } against the computer.
}
# Poker tables in a group.
poker-table-empty = Nobody is seated yet.
poker-table-private = Private table: only invited players may sit.
poker-table-next-hand = The next hand starts when two players can play.
# $name: the anchored player; $by: who anchored; $seconds: the window.
poker-anchor-window = { $by } anchored { $name }: { $name } may answer with Seal shield within { $seconds } seconds.
poker-sit-button = Sit down
poker-swap-slot = Swap card { $slot }
poker-anchor-seat = Anchor { $name }
poker-no-cards = You hold no cards at this table right now.
poker-hole = Hand { $hand } · your cards: { $cards }
poker-glance-card = Steal glance: the next card is { $card }.
poker-swap-card = Sleeve swap: { $old } is gone, you got { $new }.
poker-cannot-buy-in = The buy-in is at least { $min ->
    [one] { $min } chip
   *[other] { $min } chips
} and your balance is { $balance }. Use /refill when it is empty.
poker-not-seated-here = You are not seated at a poker table here.
poker-left = You left the table; your chips go back to your balance when your hand ends. Balance: { $balance }
poker-rebought = You bought in again with { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}.
poker-refilled = { $amount ->
    [one] { $amount } chip
   *[other] { $amount } chips
} added. Balance: { $balance }
poker-table-closing = The table closes after the hand in play; every stack goes back to its balance.
poker-table-usage = Use: /table, /table invite, /table blinds <big blind>, /table bots on|off, /table timer <seconds>, /table bot, /table close
poker-table-hosting-already = You already host a table here: /table shows it, /table close closes it before you open another.
poker-invite-button = Join the table
# $link: the invitation link (anyone with it may sit).
poker-invite = Invitation link (share it only with the friends you invite): { $link }
# $bots: yes or no.
poker-table-settings = Private table: { $mode } · blinds { $small }/{ $big } · { $seats } seats · buy-in { $min }–{ $max } · { $seconds } s per decision · computer players: { $bots ->
        [yes] allowed
       *[no] not allowed
    }
poker-joined = You sit at the private { $mode } table; play goes on in the group.

## game: asnas — the shared renderer (bot/render/asnas.py) and the terminal game
# Seat names in a match against the computer; $number: 1 to 3, in playing order.
an-you = You
an-computer = Computer { $number }
# $deal: this deal; $deals: deals in a match (12).
an-deal-title = As-Nas · deal { $deal } of { $deals }
# $pot: all stakes; $high: the highest stake; $cap: its limit (4).
an-pot = Pot: { $pot } · highest stake { $high } (at most { $cap })
# $stake: this deal's stake; $total: the match score (exact, may be a fraction or negative);
# $dealer, $folded: yes or no.
an-seat = { $name }: stake { $stake } · score { $total }{ $dealer ->
        [yes] {" "}· dealer
       *[no] {""}
    }{ $folded ->
        [yes] {" "}· folded
       *[no] {""}
    }
an-hand-hidden = Your five cards are face down: choose “Look” to see them (it does not end your turn).
# $c1 … $c5: the five card names, strongest first; $category: the hand's category.
an-your-hand = Your hand: { $c1 } { $c2 } { $c3 } { $c4 } { $c5 } ({ $category })
# $amount: what the player must add; $stake: the highest stake.
an-to-call = To stay in, add { $amount } (the highest stake is { $stake }).
# $stake: the stake the call brings the player to.
an-button-call = Call: stake { $stake }
# Events. $who: you or other; $name: the seat's name.
an-event-deal = Deal { $deal }: { $who ->
        [you] you are the dealer
       *[other] { $name } is the dealer
    }.
an-event-forced = { $who ->
        [you] You open
       *[other] { $name } opens
    } with the forced stake of { $stake }.
an-event-look = You look at your hand: { $c1 } { $c2 } { $c3 } { $c4 } { $c5 } ({ $category }).
an-event-hold = { $who ->
        [you] You hold
       *[other] { $name } holds
    } at { $stake }.
an-event-call = { $who ->
        [you] You call
       *[other] { $name } calls
    }: stake { $stake }.
an-event-raise = { $who ->
        [you] You raise
       *[other] { $name } raises
    }: the highest stake is now { $stake }.
an-event-fold = { $who ->
        [you] You fold
       *[other] { $name } folds
    }.
an-event-showdown = Showdown: the hands of the players still in are revealed.
an-event-shown = { $who ->
        [you] You show
       *[other] { $name } shows
    } { $c1 } { $c2 } { $c3 } { $c4 } { $c5 } ({ $category }).
an-event-won = { $who ->
        [you] You win
       *[other] { $name } wins
    } the pot of { $pot }.
an-event-won-fold = { $who ->
        [you] You win
       *[other] { $name } wins
    } the pot of { $pot }: everyone else folded.
# $count: how many share; $share: each one's exact share (may be a fraction such as 7/3).
an-event-split = Equal best hands: the pot of { $pot } is shared by { $count } players, { $share } each.
an-event-share = { $who ->
        [you] You get
       *[other] { $name } gets
    } { $share }.
an-scores-title = Scores after deal { $deal }:
# $change: gain, loss or even; $amount: the size of the change (exact); $total: the score.
an-score-row = { $name }: { $change ->
        [gain] +{ $amount }
        [loss] -{ $amount }
       *[even] ±0
    } this deal · total { $total }
an-last-deal = Deal { $deal } is over.
an-match-over = The match is over. Final ranking:
an-match-winner = { $who ->
        [you] You win the match!
       *[other] { $name } wins the match.
    }
# $count: players sharing first place; $total: their score; $you: yes if the viewer is one.
an-match-shared = A shared win: { $count } players finish level on { $total }{ $you ->
        [yes] , you among them
       *[no] {""}
    }.
# $place: 1 to 4 (equal scores share a place); $shared: yes or no.
an-rank-row = { $place }. { $name }: score { $total }{ $shared ->
        [yes] {" "}(shared place)
       *[no] {""}
    }
an-console-welcome = Welcome, { $name }! As-Nas against three computer players: 12 deals, played for points.
an-console-new-match = New match. Points are a score, not chips: your chip balance is not touched.
an-console-choose = Type the number of an option or an action (look, hold, call, raise, fold). Type “q” to save and leave.
an-console-saved = Your match is saved. Run “feltbot play --game asnas” again to continue it.

## Discord (adapters/discord): As-Nas, poker tables, /refill, /stats
discord-cmd-asnas = asnas
    .desc = Open a four-seat As-Nas table; empty seats get computer players
discord-cmd-poker = poker
    .desc = Poker tables: Hold'em, Omaha and Naiko
discord-cmd-cash = cash
    .desc = Open a cash table in this channel and sit
discord-cmd-private = private
    .desc = Open a private table: only members you invite may sit
discord-cmd-join = join
    .desc = Sit at this channel's table, or at a private one with its code
discord-cmd-leave = leave
    .desc = Leave your table; your chips go back
discord-cmd-refill = refill
    .desc = Get chips again when your balance is zero
discord-cmd-stats = stats
    .desc = Your games and results in this server
discord-opt-mode = mode
    .desc = Hold'em, Omaha or Naiko
discord-opt-big-blind = big_blind
    .desc = The big blind (the small one is half)
discord-opt-seats = seats
    .desc = How many seats (2 to 9)
discord-opt-bots = bots
    .desc = How many seats computer players take
discord-opt-buy-in = buy_in
    .desc = Chips you bring to the table
discord-opt-code = code
    .desc = The invitation code of a private table
# Game names in the /rules and /poker menus.
discord-game-holdem = Hold'em
discord-game-omaha = Omaha
discord-game-naiko = Naiko
# $games, $net: games bought into and chips won or lost by play; $balance: chips now.
# $code: the invitation code of a private table.
discord-pk-invite = Your private table is open. Only members you invite may sit: give them this command: /poker join code:{ $code }
discord-pk-opened = Your table is open; others can press Join.
poker-no-table = There is no poker table for you here.
poker-seated = You are seated. Your cards come by direct message at each deal.

# A sat-out player returns (NK-8.2) or an empty stack is recharged (NK-7.1).
poker-back = Welcome back: you are dealt in from the next hand.

## Naiko on the neutral table view (bot/render/poker.py)

# $first, $second, $third: the three powers of this hand's carousel (NK-5.3).
naiko-carousel = Powers this hand: { $first }, { $second }, { $third }
# $name: a player; $sparks: their sparks ("2 sparks"); $you: yes when the reader is that player.
naiko-seat-sparks = { $you ->
    [yes] You have { $sparks }
   *[other] { $name } has { $sparks }
}
# $card: the card a Steal glance saw, no longer next because a Sleeve swap took a card since.
naiko-glance-stale = Your Steal glance saw { $card }, but a Sleeve swap has since taken a card: it may not come next.

## Operations on the command line (adapters/cli.py: feltbot migrate, backup, refund-broken)

# $path: the new file the database was copied to.
cli-backup-done = Backup written to { $path }.
# $path: a file that exists already.
cli-backup-exists = { $path } already exists; a backup never overwrites a file. Choose a new name.
# $database: the SQLite file or the PostgreSQL server (its URL without the password); $version: the schema version it is at, the latest this feltbot knows.
cli-migrate-current = { $database }: the schema is at version { $version }, the latest this feltbot knows; nothing to do.
# $before: the version found; $count: how many migrations were applied.
cli-migrate-done = { $count ->
    [one] { $database }: one migration applied, the schema went from version { $before } to { $version }.
   *[other] { $database }: { $count } migrations applied, the schema went from version { $before } to { $version }.
}
# $found: the database's schema version; $known: the newest this feltbot knows.
cli-migrate-too-new = { $database } has schema version { $found }, newer than this feltbot knows ({ $known }): nothing was changed. Upgrade feltbot, or use a backup made by this version.
# $database: the database as configured; $reason: what the driver said.
cli-database-unusable = Cannot use the database { $database }: { $reason }. Nothing was changed; check DATABASE_PATH or DATABASE_URL (or --db).
cli-database-missing = There is no database at { $database }: nothing was done. Check DATABASE_PATH or --db.
cli-refund-broken-none = Every open table and match loads: nothing to refund.
# $game: its game as stored ("updown", "table:holdem"); $id: its number; $community: where it is played.
cli-refund-broken-found = { $game } { $id } in { $community } does not load (the log says why).
# $amount: chips given back; $name: the player's name; $player: the player's number.
cli-refund-broken-refund = { $amount ->
    [one] Refunded { $amount } chip to { $name } (player { $player }).
   *[other] Refunded { $amount } chips to { $name } (player { $player }).
}
# $count: how many tables and matches do not load.
cli-refund-broken-dry-run = { $count ->
    [one] One table or match does not load; nothing was changed (--dry-run).
   *[other] { $count } tables and matches do not load; nothing was changed (--dry-run).
}
cli-refund-broken-done = { $count ->
    [one] One table or match cancelled and its chips refunded.
   *[other] { $count } tables and matches cancelled and their chips refunded.
}

# -- issue 13: console poker as a player meets it --
# After the rules text at any prompt (“help”, “?”, “rules”).
console-help = Type a number from the list or an action (for example “raise 60”); “help” shows the rules again, “q” saves and quits.
console-no-amount = That choice takes no amount: type it without a number.
# $choices: the numbers that may follow the word (card or seat numbers), e.g. "1, 2".
console-no-such-choice = Say which one with a number: { $choices }.
# A verb that is not among the choices on screen ("check" facing a bet); $choices: the labels offered, e.g. "Fold, Call 10, All-in (500)".
console-not-offered = That is not one of your choices now: { $choices }.
# Extra typed words, as word=verb pairs separated by spaces (verbs: check call bet raise fold all_in lock look hold glance swap anchor shield decline).
console-words-verbs = wager=bet shove=all_in jam=all_in pass=check
# Words that show the rules, separated by spaces.
console-words-help = help rules
# Words that stand up from a poker table and cash out, separated by spaces.
console-words-leave = leave cashout cash-out stand
# Words that answer yes, separated by spaces.
console-words-yes = yes y
console-play-again = Play another match? (yes/no)
console-reloaded = This match moved on in another window; here it is as it stands now.
console-match-gone = This match is over or was closed in another window.
# $name: what was typed; $names: the computer players of the game.
console-opponent-unknown = There is no computer player called “{ $name }”. Choose one of: { $names }
# $problems: which settings are wrong and why (for the operator).
settings-invalid = feltbot cannot start: { $problems }
# $game: holdem, omaha or naiko (the word to type after --game).
poker-console-saved = Your seat is saved. Run “feltbot play --game { $game }” again to continue.
poker-console-resumed = Back at your { $mode } table (hand { $hand }).
# $powers: yes at a Naiko table (its powers are typed too).
poker-console-choose = Choose by number or type an action (“raise 60”, “call”{ $powers ->
        [yes] , “glance”, “swap 1”, “anchor 2”
       *[no] {""}
    }); “help” shows the rules, “leave” cashes out, “q” saves and quits.
poker-console-left = You left the table. Balance: { $balance ->
    [one] { $balance } chip
   *[other] { $balance } chips
}. Run “feltbot play --game { $game }” to sit down again.
# $hand: the name of the hand (hand-*).
poker-event-show-hand = { $name } shows { $cards }: { $hand }.
poker-event-win-hand = { $name } wins { $amount } with { $hand }.
poker-event-win-hand-side = { $name } wins { $amount } from side pot { $pot } with { $hand }.
hand-royal-flush = a royal flush
hand-straight-flush = a straight flush
hand-four-of-a-kind = four of a kind
hand-full-house = a full house
hand-flush = a flush
hand-straight = a straight
hand-three-of-a-kind = three of a kind
hand-two-pair = two pairs
hand-one-pair = a pair
hand-high-card = high card
# The viewer's own moves at a poker table, in the second person.
poker-event-you-post = You post a blind of { $amount }.
poker-event-you-check = You check.
poker-event-you-call = You call ({ $amount }).
poker-event-you-bet = You bet { $amount }.
poker-event-you-raise = You raise to { $amount }.
poker-event-you-all-in = You go all-in ({ $amount }).
poker-event-you-fold = You fold.
poker-event-you-show = You show { $cards }.
poker-event-you-show-hand = You show { $cards }: { $hand }.
poker-event-you-win = You win { $amount }.
poker-event-you-win-hand = You win { $amount } with { $hand }.
poker-event-you-return = { $amount } returned to you (not called).
poker-event-you-sit = You sit down with { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}.
poker-event-you-rebuy = You buy in again with { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}.
poker-event-you-left = You leave the table with { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}.
poker-event-you-timeout = You ran out of time.
poker-event-you-sit-out = You are sitting out.
poker-event-you-sit-in = You are back.
poker-event-you-leaving = You will leave after this hand.
# A power used (public: what a glance saw or a swap brought stays private). $sparks: naiko-sparks.
naiko-event-power = { $name } uses { $power } ({ $sparks }).
naiko-event-you-power = You use { $power } ({ $sparks }).
# $form: you (the viewer anchors), at-you (the viewer is the target), other.
naiko-event-anchor = { $form ->
    [you] You anchor { $target } with Small anchor ({ $sparks }).
    [at-you] { $name } anchors you with Small anchor ({ $sparks }): you may raise at most the pot this round unless you answer with Seal shield.
   *[other] { $name } anchors { $target } with Small anchor ({ $sparks }).
}
# $target: the player whose anchor is answered; $form: you (the viewer answers), at-you (the viewer anchored), other.
naiko-event-shield = { $form ->
    [you] You block { $target }’s Small anchor with Seal shield ({ $sparks }).
    [at-you] { $name } blocks your Small anchor with Seal shield.
   *[other] { $name } blocks { $target }’s Small anchor with Seal shield ({ $sparks }).
}
naiko-event-decline = { $form ->
    [you] You let { $target }’s Small anchor stand: you may raise at most the pot this round.
    [at-you] { $name } lets your Small anchor stand.
   *[other] { $name } lets { $target }’s Small anchor stand.
}
# One power of the carousel with its cost ($sparks: naiko-sparks) and what it does.
naiko-power-line = · { $power } costs { $sparks }: { $effect }
naiko-power-effect-glance = see privately the next card of the next street (not on the river).
naiko-power-effect-swap = before the flop and your first action, discard one of your cards (type “swap 1” or “swap 2”) and take the next card of the deck.
naiko-power-effect-anchor = an opponent who has not acted this round (type “anchor” and the seat number) may raise at most the pot until the round ends.
naiko-power-effect-shield = answer an anchor aimed at you, within its time window, to cancel it.
# The viewer is the anchor's target (NK-6.4).
poker-anchor-window-you = { $by } anchored you: answer with Seal shield within { $seconds } seconds, or let it pass.
# A console answer typed after its timer ran out (Seal shield's window, NK-6.4).
poker-console-too-late = Too late: the time for that answer ran out, and the table went on without it.
# A second terminal at the same console table.
poker-console-reloaded = This table moved on in another window; here it is as it stands now.

## Table pictures (short notes on a seat's plate)

picture-folded = folded
picture-all-in = ALL-IN
picture-sitting-out = sitting out
picture-waiting = waits for the next hand
picture-signal = { $up } UP · { $down } DOWN
picture-locked = locked
picture-stake = stake { $amount }
picture-won = wins { $amount }

## Hand replays (/hand, the console's "hand")

# $hand: the hand's number; $table: the table's number.
replay-title = Hand { $hand } at table { $table }, as the table saw it:
# A seat dealt into the hand ($seat: its number from 1).
replay-dealt = Seat { $seat }: { $name }
# $street: flop, turn or river; $cards: the board so far.
replay-street = { $street ->
    [flop] Flop
    [turn] Turn
   *[river] River
}: { $cards }
# $pot: 0 for the main pot, else the side pot's number (NK-4.1).
replay-win = { $name } wins { $amount } from { $pot ->
    [0] the main pot
   *[other] side pot { $pot }
}.
# /hand as a picture (pictures on): its title, each street's name and the pot after it.
replay-picture-title = Hand { $hand } · table { $table }
replay-picture-street = { $street ->
    [preflop] Preflop
    [flop] Flop
    [turn] Turn
   *[river] River
}
replay-picture-pot = Pot { $amount }
replay-not-found = No finished hand with that number at this table.
replay-usage = Type “hand last” or “hand” and a hand's number.
console-words-hand = hand replay
# After the replay word: the last finished hand (English "last" is always understood too).
console-words-last = last latest

## Leaderboards and /stats (issue 21)

# $metric: chips, hands, pot, updown or asnas; $period: week, month or all.
board-title = { $metric ->
    [chips] Chips won at the tables
    [hands] Hands played
    [pot] Biggest pot won
    [updown] Up/Down matches won
    [tourneys] Tournaments played
    [firsts] Tournaments won
    [cashes] Paid places in tournaments
    [prizes] Tournament prizes won
   *[asnas] As-Nas matches won
} · { $period ->
    [week] last 7 days
    [month] last 30 days
   *[all] all time
}
# $place: shared by equal values; $value: chips (may be negative), hands or wins.
board-row-chips = { $place }. { $name }: { $value ->
    [one] { $value } chip
   *[other] { $value } chips
}
board-row-hands = { $place }. { $name }: { $value ->
    [one] { $value } hand
   *[other] { $value } hands
}
board-row-wins = { $place }. { $name }: { $value ->
    [one] { $value } win
   *[other] { $value } wins
}
board-row-tourneys = { $place }. { $name }: { $value ->
    [one] { $value } tournament
   *[other] { $value } tournaments
}
board-row-cashes = { $place }. { $name }: { $value ->
    [one] { $value } paid place
   *[other] { $value } paid places
}
board-empty = Nobody is on this board yet.
board-page = Page { $page } of { $pages }
board-button-previous = Previous
board-button-next = Next
# The title of a player's chip chart ($name: the player).
stats-chart-title = Chips of { $name }

## game: tournaments (Sit & Go and Spin, NK-7.3, NK-7.4, NK-9)

tourney-kind-sitngo = Sit & Go
tourney-kind-spin = Spin
# The terms shown before registering. $unit: "minutes" or "hands"; $length: a level's length.
tourney-terms = { $kind }: { $seats } seats, entry { $entry } chips, { $stack } tournament chips each (they are not your balance). Blinds rise every { $unit ->
    [hands] { $length } hands
   *[other] { $length } minutes
}.
# $p1 … $p3: tourney-place-share or tourney-place-prize, one per paid place.
tourney-prizes-1 = Prizes: { $p1 }.
tourney-prizes-2 = Prizes: { $p1 }, { $p2 }.
tourney-prizes-3 = Prizes: { $p1 }, { $p2 }, { $p3 }.
tourney-place-share = place { $place }: { $percent } %
tourney-place-prize = place { $place }: { $prize ->
    [one] { $prize } chip
   *[other] { $prize } chips
}
# The Spin's published multiplier table; $total: the weights' sum (10,000 by default).
tourney-spin-table-title = The prize pool is the entries times a multiplier drawn at the start (chance out of { $total }):
tourney-spin-row = · { $times }× — { $weight } in { $total }
# $times: the expected multiplier (a fraction); $pool: the expected prize pool in chips.
tourney-spin-expected = Expected multiplier { $times }×: an expected prize pool of { $pool ->
    [one] { $pool } chip
   *[other] { $pool } chips
}.
tourney-spin-split = At 100× and more places 2 and 3 are paid too (80/10/10); below, the winner takes all.
tourney-last-level = this is the last level
# $when: tourney-in-minutes or tourney-in-hands.
tourney-next-level = next { $small }/{ $big } in { $when }
tourney-in-minutes = { $minutes } min { $seconds } s
tourney-in-hands = { $count ->
    [one] { $count } hand
   *[other] { $count } hands
}
# Shown above every table view; $next: tourney-next-level or tourney-last-level.
tourney-status = Level { $level }: blinds { $small }/{ $big } · { $next } · players left { $left } · average stack { $average }
tourney-status-place = Level { $level }: blinds { $small }/{ $big } · { $next } · players left { $left } · average stack { $average } · you are in place { $place }
tourney-event-registered = { $name } registered.
# $times: the Spin's multiplier (1 for a Sit & Go).
tourney-event-start = The tournament starts! Prize pool { $pool } chips{ $times ->
    [1] {""}
   *[other] {" "}(multiplier { $times }×)
}.
tourney-event-level = Level { $level }: blinds are now { $small }/{ $big }.
# $shared: how many finished together (1: nobody else).
tourney-event-eliminated = { $name } is out in place { $place }{ $shared ->
    [1] {""}
   *[other] {" "}(tied with { $shared } players)
}{ $prize ->
    [0] .
   *[other] {" "}and wins { $prize } chips.
}
tourney-event-you-eliminated = You are out in place { $place }{ $shared ->
    [1] {""}
   *[other] {" "}(tied with { $shared } players)
}{ $prize ->
    [0] .
   *[other] {" "}and win { $prize } chips.
}
tourney-event-winner = { $name } wins the tournament and { $prize ->
    [one] { $prize } chip
   *[other] { $prize } chips
}!
tourney-event-you-winner = You win the tournament and { $prize ->
    [one] { $prize } chip
   *[other] { $prize } chips
}!
tourney-results-title = Results of the { $kind } (prize pool { $pool ->
    [one] { $pool } chip
   *[other] { $pool } chips
}):
tourney-result = { $place }. { $name } — { $prize } chips{ $shared ->
    [1] {""}
   *[other] {" "}(tie of { $shared })
}
tourney-result-you = { $place }. You — { $prize } chips{ $shared ->
    [1] {""}
   *[other] {" "}(tie of { $shared })
}
error-tournament-full = This tournament is full.
error-tournament-not-registered = You are not registered in this tournament.
error-tournament-started = The tournament has started: registering and unregistering are closed.
error-tournament-not-creator = Only the tournament's creator can start it early or call it off.
error-tournament-no-standing = Nobody leaves a running tournament: while you are away you are dealt in and checked or folded.
error-tournament-registered = You are already registered.
error-tournament-not-full = The tournament starts when every seat is taken.
error-tournament-nobody = Nobody has registered yet.
# The console (feltbot play --game sitngo|spin).
tourney-console-welcome = Welcome, { $name }! Your entry of { $entry ->
    [one] { $entry } chip
   *[other] { $entry } chips
} is paid; balance { $balance ->
    [one] { $balance } chip
   *[other] { $balance } chips
}. Computer players fill the other seats.
tourney-console-resumed = Your { $kind } continues (level { $level }).
tourney-console-saved = Your place in the tournament is kept. Run “feltbot play --game { $game }” again to continue.
tourney-console-no-chips = The entry is { $entry ->
    [one] { $entry } chip
   *[other] { $entry } chips
} and your balance is { $balance }.
tourney-console-over = Your balance now: { $balance ->
    [one] { $balance } chip
   *[other] { $balance } chips
}. Run “feltbot play --game { $game }” for a new tournament.
tourney-rules = Tournament: everyone starts with the same tournament chips, which are not your balance; blinds rise by level; a player with no chips left is out, and the last one left wins. Players out in the same hand are placed by the chips they started it with. Prizes are paid from the entries when a place is final.
tourney-console-choose = Choose by number or type an action (“raise 60”, “call”); “help” shows the rules, “hand last” replays the last hand over, “q” saves and quits (nothing moves until you come back).
tourney-event-cancelled = The tournament is called off; every entry is refunded.

# Telegram tournaments (issue 16): /sitngo, /spin, the lobby
tg-cmd-sitngo = A Sit & Go tournament: 2–9 seats, an entry, prizes for the best places
tg-cmd-spin = A Spin: three players, a prize multiplier drawn at the start
chat-tourney-usage-sitngo = Usage: /sitngo [seats 2–9] [entry], e.g. /sitngo 6 100
chat-tourney-usage-spin = Usage: /spin [entry], e.g. /spin 100
chat-tourney-lobby-open = A tournament of this kind is already open for registration in this group: register there.
chat-tourney-registered = { $count ->
    [0] Nobody has registered yet ({ $seats } seats).
   *[other] Registered { $count }/{ $seats }: { $names }
}
chat-tourney-register = Register ({ $entry ->
    [one] { $entry } chip
   *[other] { $entry } chips
})
chat-tourney-unregister = Unregister
chat-tourney-start = Start (BOTs fill the empty seats)
chat-tourney-cancel = Call it off
chat-tourney-gone = This tournament is no longer open.
chat-tourney-moving = This tournament is moving to another of the bot's processes. Press again in a few seconds.
chat-tourney-registered-you = You are registered: { $entry ->
    [one] { $entry } chip
   *[other] { $entry } chips
} were taken from your balance.
chat-tourney-refunded = You are unregistered: your { $entry ->
    [one] { $entry } chip
   *[other] { $entry } chips
} are back.
chat-tourney-leave-lobby = You are registered in this channel's tournament lobby: press Unregister there to leave it (your entry comes back).
chat-tourney-place = Tournament: you are in place { $place } of { $left }.

# Discord tournaments (issue 16): /tournament sitngo|spin|list|leave
discord-cmd-tournament = tournament
    .desc = Tournaments: Sit & Go and Spin
discord-cmd-sitngo = sitngo
    .desc = Open a Sit & Go lobby: 2–9 seats, prizes for the best places
discord-cmd-spin = spin
    .desc = Open a Spin lobby: three players, a prize multiplier drawn at the start
discord-cmd-list = list
    .desc = The tournaments open for registration in this channel
discord-cmd-tourney-leave = leave
    .desc = Unregister before the start; your entry comes back
discord-opt-entry = entry
    .desc = The entry in chips (0: a free tournament)
chat-tourney-list-row = { $kind }: { $count }/{ $seats } registered, entry { $entry ->
    [one] { $entry } chip
   *[other] { $entry } chips
}
chat-tourney-list-empty = No tournament is open for registration here.

## Chat commands of issue 21 (/hand)

replay-usage-chat = Type /hand last for the last hand of the most recent table here (open or closed), or /hand and a hand's number (hands are numbered per table: the most recent table with that number is shown).
tg-cmd-hand = Replay a finished poker hand of this group
discord-cmd-hand = hand
    .desc = Replay a finished poker hand of this channel
discord-opt-hand = which
    .desc = A hand's number at the most recent table, or "last"

## Chat commands of issue 21 (/leaderboard)

board-usage-chat = Type /leaderboard with week, month or all, and chips, hands, pot, updown, asnas, tourneys, firsts, cashes or prizes.
tg-cmd-leaderboard = Who is up this week, this month or of all time in this group
discord-cmd-leaderboard = leaderboard
    .desc = Who is up this week, this month or of all time in this server
discord-opt-period = period
    .desc = The last 7 days, the last 30 days or all time
discord-opt-metric = board
    .desc = What the board counts
board-period-week = last 7 days
board-period-month = last 30 days
board-period-all = all time
board-metric-chips = chips won
board-metric-hands = hands played
board-metric-pot = biggest pot
board-metric-updown = Up/Down wins
board-metric-asnas = As-Nas wins
board-metric-tourneys = tournaments played
board-metric-firsts = tournaments won
board-metric-cashes = paid places
board-metric-prizes = tournament prizes

## Table pictures: a seat's name as the channel shows it (a name already written out)

picture-name = { $name }

## Chat commands of issue 21 (/pictures: tables as pictures per community, by an admin)

tg-cmd-pictures = Show this group's tables as pictures or as text (admins)
pictures-usage-chat = Type /pictures on or /pictures off.
pictures-on = From the next drawing on, tables here are drawn as pictures.
pictures-off = From the next drawing on, tables here are shown as text only.
discord-cmd-pictures = pictures
    .desc = Show this server's tables as pictures or as text (Manage Server)
discord-opt-pictures = state
    .desc = On: pictures; off: text only
pictures-choice-on = on
pictures-choice-off = off

# Match games in a chat (Up/Down; the buttons of every match game), the same on every platform.
chat-ud-title = 🃏 Up/Down · deal { $deal }
chat-ud-signal = { $up } UP · { $down } DOWN
chat-ud-locked = card locked
chat-ud-choosing = choosing a card
chat-ud-in-round = bet { $amount } this round
chat-ud-did-all-in = { $name } is all-in with { $amount }.
chat-ud-did-bet = { $name } bet { $amount }.
chat-ud-did-call = { $name } called { $amount }.
chat-ud-did-check = { $name } checked.
chat-ud-did-fold = { $name } folded.
chat-ud-did-raise = { $name } raised to { $amount }.
chat-ud-did-returned = { $amount } returned to { $name }.
chat-ud-result-fold = Deal { $deal }: { $name } folded; { $winner } won the pot of { $amount }.
chat-ud-result-split = Deal { $deal }: equal cards, the pot of { $amount } was split.
chat-ud-result-won = Deal { $deal }: { $name } won the pot of { $amount }.
chat-ud-revealed = Locked cards: { $first } against { $second }
chat-ud-match-over = { $name } won the match!
chat-ud-hand = Deal { $deal } · your cards: { $cards }
chat-ud-hand-locked = You locked { $card }.
chat-ud-no-cards = You hold no cards in this match right now.
chat-lock-slot = Lock card { $slot }
chat-preset-min = Min { $amount }
chat-preset-half-pot = ½ pot: { $amount }
chat-preset-pot = Pot: { $amount }
chat-preset-all-in = All-in { $amount }
chat-other-amount = Other amount
chat-my-cards = My cards
chat-cancelled = The game was cancelled and the stakes were returned.
chat-cancel-tournament = A tournament is called off with its lobby's “Call it off” button before it starts; once it runs, it plays to the end.

# Poker tables in a chat, the same on every platform.
poker-back-button = I am back

## Scheduled multi-table tournaments (NK-7.5, NK-9)

error-mtt-entries-closed = Entries are closed: late registration and re-entry are over.
error-mtt-still-in = You are still in the tournament: you may enter again only after you are out.
error-mtt-closed = This tournament is no longer running.
error-mtt-not-started = The tournament has not started yet: register instead.
error-mtt-below-minimum = Too few players are registered to start this tournament.
error-mtt-not-admin = Only an admin can schedule a tournament here.
error-mtt-start-past = The start time has already passed: choose a later one.
# $mode: poker-mode-*; $start: the date and time with its time zone.
mtt-terms = Scheduled tournament, { $mode }: entry { $entry ->
    [one] { $entry } chip
   *[other] { $entry } chips
}, { $stack } tournament chips each (they are not your balance), tables of { $size } seats, at least { $minimum } players. Starts { $start }.
mtt-terms-blinds-minutes = Blinds rise every { $length } minutes.
mtt-terms-blinds-hands = Blinds rise every { $length } hands.
mtt-terms-paid = About 15 % of the field is paid; the prize table is fixed by the number of entries when registration closes.
mtt-terms-late = Late registration until the end of level { $level }, with the full starting stack.
mtt-terms-reentry = After elimination you may enter again until the end of level { $level }; each entry adds to the prize pool.
mtt-countdown = Starts in { $hours } h { $minutes } min.
mtt-prizes-title = Prizes for { $entries } entries (pool { $pool } chips, { $paid ->
    [one] { $paid } place paid):
   *[other] { $paid } places paid):
}
mtt-prize-range = places { $first }–{ $last }: { $prize ->
    [one] { $prize } chip
   *[other] { $prize } chips
} each
mtt-summary = Level { $level } ({ $small }/{ $big }) · players left { $left } · average stack { $average } · prize pool { $pool ->
    [one] { $pool } chip
   *[other] { $pool } chips
} · tables { $tables }
mtt-summary-hand-for-hand = Hand-for-hand: every table plays one hand and waits for the others.
mtt-summary-table = Table { $table }: { $players } players, hand { $hand }, largest stack { $largest }
mtt-summary-table-you = Table { $table } (yours): { $players } players, hand { $hand }, largest stack { $largest }
mtt-summary-more-tables = { $count ->
    [one] … and one more table
   *[other] … and { $count } more tables
}
mtt-event-started = The tournament starts: { $entries } entries at { $tables } tables, prize pool { $pool ->
    [one] { $pool } chip
   *[other] { $pool } chips
}.
mtt-event-field-final = Registration is closed: { $entries } entries, prize pool { $pool } chips, { $paid ->
    [one] { $paid } place paid.
   *[other] { $paid } places paid.
}
mtt-event-moved-you = Balancing: you move to table { $table }, seat { $seat }, from the next hand.
mtt-event-moved-in = { $name } joins this table from table { $from }.
mtt-event-moved-out = { $name } moves to table { $to }.
mtt-event-broken = Table { $table } breaks: its players draw seats at the other tables.
mtt-event-final-table = The final table forms at table { $table }.
mtt-event-hand-for-hand = Hand-for-hand: { $left } players left and the next one out misses the money. Every table plays one hand and waits for the others.
mtt-event-hand-for-hand-over = Hand-for-hand is over: everyone left is in the money.
mtt-event-late-entry = { $name } enters late at table { $table }; the prize pool is now { $pool ->
    [one] { $pool } chip
   *[other] { $pool } chips
}.
mtt-event-re-entry = { $name } enters again at table { $table }; the prize pool is now { $pool ->
    [one] { $pool } chip
   *[other] { $pool } chips
}.
mtt-event-busted = { $name } has no chips left.
mtt-event-out-pending = { $name } is out; the place is final when registration closes.
mtt-event-cancelled-minimum = The tournament is called off: fewer than { $minimum } players registered. Every entry is refunded.
mtt-event-over = The tournament is over: { $winner } wins.
mtt-console-welcome = Welcome, { $name }! Your entry of { $entry ->
    [one] { $entry } chip
   *[other] { $entry } chips
} is paid; balance { $balance ->
    [one] { $balance } chip
   *[other] { $balance } chips
}. Computer players fill the field.
mtt-console-resumed = Your tournament continues: level { $level }, { $left ->
    [one] { $left } player left.
   *[other] { $left } players left.
}
mtt-console-choose = Choose by number or type an action (“raise 60”, “call”); “tables” shows every table, “help” the rules, “q” saves and quits.
mtt-console-saved = Your place in the tournament is kept. Run “feltbot play --game mtt” again to continue.
mtt-console-waiting = Waiting for the other tables…
mtt-console-out = You are out. The tournament plays on without you:
# $entry: the entry fee; $balance: the player's chips.
mtt-console-reentry = You are out, and re-entry is still open: enter again for { $entry ->
    [one] { $entry } chip
   *[other] { $entry } chips
} (balance { $balance })? (yes/no)
mtt-console-reentry-short = Re-entry costs { $entry ->
    [one] { $entry } chip
   *[other] { $entry } chips
} and your balance is { $balance }: you cannot enter again.
mtt-console-reentered = You are back in with a full starting stack; balance { $balance ->
    [one] { $balance } chip
   *[other] { $balance } chips
}.
mtt-console-over = Your balance now: { $balance ->
    [one] { $balance } chip
   *[other] { $balance } chips
}. Run “feltbot play --game mtt” for a new tournament.
mtt-rules = Scheduled tournament: everyone starts with the same tournament chips, which are not your balance; blinds rise by level. Tables are kept within a player or two of each other after every hand: the player due the big blind moves to the short table. A table breaks as soon as the others have room. Near the money every table plays hand-for-hand. About 15 % of the field is paid.
mtt-kind = scheduled tournament
console-words-tables = tables lobby

## Challenges, the same on every chat (bot/frontend/challenges.py)
# $challenger, $opponent: the two people as the channel names them; $stake: the chips each brings.
chat-challenge = { $challenger } challenges { $opponent } to Up/Down. Each player brings { $stake ->
    [one] { $stake } chip.
   *[other] { $stake } chips.
}
chat-accept = Accept
chat-decline = Decline
chat-challenge-self = You cannot challenge yourself.
# $challenger, $opponent: the two people of the open challenge.
chat-challenge-open = { $challenger } and { $opponent } already have an open challenge: accept or decline that one first.
# $name: a person already in an open match of the game here.
chat-already-playing = { $name } already has a game of Up/Down running here. Finish it first.
# $opponent: who declined (or withdrew) the challenge.
chat-challenge-declined = { $opponent } declined the challenge.
# $name: the person the challenge is for.
chat-challenge-not-for-you = This challenge is for { $name }.
chat-challenge-expired = This challenge has expired. Send /updown again to challenge someone.
# $name: the challenger; $stake: the chips the match needs from each player.
chat-challenger-short = { $name } no longer has the { $stake ->
    [one] { $stake } chip
   *[other] { $stake } chips
} this match needs: the challenge is off.

## Scheduled tournaments in a chat (bot/frontend/mtt.py)
# $count: entries so far; $names: some of their names.
mtt-chat-registered = Registered: { $count } ({ $names })
# $count: how many registered names the lobby does not list.
mtt-chat-more = { $count } more
mtt-chat-registered-none = Registered: { $count }
mtt-chat-my-table = My table
mtt-chat-no-table = You have no seat in this tournament now.
mtt-thread-name = { $tournament } · table { $table }
mtt-thread-unnamed = Tournament { $id }
mtt-chat-your-table = Your table: { $place }
mtt-chat-cancelled = The tournament is called off; every entry is refunded.
# $minutes: minutes to the start; $count: entries so far.
mtt-chat-reminder = A scheduled tournament starts in { $minutes } min with { $count } entries so far: press Register on its message to play.
# $name: the tournament; $count: its entries; $start: its start time.
mtt-chat-list-row = { $name }: { $count } entries, starts { $start }
mtt-chat-list-running = { $name }: running, { $left ->
    [one] { $left } player left
   *[other] { $left } players left
}
mtt-chat-list-empty = No scheduled tournament here.
tg-cmd-mtt = A scheduled multi-table tournament: schedule one (admins) or list them
mtt-chat-usage-telegram = Usage: /mtt <minutes> [entry] [computer players] [holdem|omaha|naiko] schedules a tournament starting in that many minutes (group admins); /mtt list shows those of this group. Other terms as name=number: stack= (starting chips, 5,000), seats= (per table, 9), min= (fewest players, 2), level= (minutes per blind level, 10), late= and reentry= (until the end of that level; 0: none).
discord-cmd-schedule = schedule
    .desc = Schedule a multi-table tournament here (Manage Server)
discord-opt-minutes = minutes
    .desc = Minutes from now to the start
discord-opt-mtt-bots = bots
    .desc = Computer players entered at once
discord-opt-stack = stack
    .desc = Starting tournament chips per player (default 5,000)
discord-opt-minimum = minimum
    .desc = Fewest players for it to start (default 2); below, it is called off and refunded
discord-opt-level = level
    .desc = Minutes per blind level (default 10)
discord-opt-late = late
    .desc = Late registration until the end of this level (0: none)
discord-opt-reentry = reentry
    .desc = Re-entry after elimination until the end of this level (0: none)
mtt-chat-bad-terms = A tournament needs at least { $stack } starting chips, { $seats_min } to { $seats_max } seats a table, 2 to { $players } players, blind levels of 1 to { $minutes } minutes, and late registration or re-entry up to level { $levels } at the most.
