### feltbot — suomenkieliset viestit. Message ids and variables: see en.ftl.
### CLDR plurals for fi: [one] is exactly 1, [other] the rest (partitive after numbers).

## Errors

error-not-your-turn = Ei ole sinun vuorosi.
error-stale-command = Tämä painike on vanhentunut.
error-duplicate-command = Tämä siirto on jo tehty.
error-not-seated = Et istu tässä pöydässä.
error-amount-not-a-number = Anna pelimerkkien määrä kokonaislukuna.
error-amount-out-of-range = Anna määrä väliltä { $min }–{ $max }.
error-illegal-action = Tämä siirto ei ole nyt sallittu.
error-insufficient-balance = Pelimerkit eivät riitä: saldosi on { $balance }.
error-refill-not-broke = Voit täydentää vasta, kun saldosi on nolla.
error-refill-cooldown = Voit täydentää uudelleen { $minutes } minuutin kuluttua.
error-internal = Pahoittelut, jokin meni vikaan. Pöytä on tallessa; yritä uudelleen.

## Chips

balance = { $amount ->
    [one] Saldosi: { $amount } pelimerkki
   *[other] Saldosi: { $amount } pelimerkkiä
}
grant-received = { $amount ->
    [one] Tervetuloa! Sait { $amount } pelimerkin.
   *[other] Tervetuloa! Sait { $amount } pelimerkkiä.
}
refill-received = { $amount ->
    [one] Sait { $amount } pelimerkin.
   *[other] Sait { $amount } pelimerkkiä.
}

## Actions

action-check = Sökö
action-bet = Panosta
action-call = Maksa
action-raise = Korota
action-fold = Luovuta
action-all-in = Kaikki peliin
action-lock = Lukitse
action-call-amount = Maksa { $amount }
action-bet-amount = Panosta { $amount }
action-raise-to = Korota summaan { $amount }

## Table

your-turn = Sinun vuorosi.
turn-of = Vuorossa: { $name }
pot = Potti: { $amount }
stack = Pino: { $amount }
seat-bot = { $name } (BOTTI)

## Match

match-won = Voitit ottelun!
match-lost = Hävisit ottelun.

## Settings

language-name = suomi
language-set = Kieleksi on valittu suomi.
