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
error-refill-not-broke = Voit täydentää vasta, kun sinulla ei ole pelimerkkejä: ei saldossa, pöydässä eikä ottelussa.
error-refill-cooldown = Voit täydentää uudelleen { $minutes } minuutin kuluttua.
error-internal = Pahoittelut, jokin meni vikaan. Pöytä on tallessa; yritä uudelleen.

error-no-betting-now = Nyt ei panosteta.
error-fold-when-check = Voit sököttää ilmaiseksi; luovuttaa ei tarvitse.
error-cannot-check = Et voi sököttää: maksettavaa on { $to_call }.
error-nothing-to-call = Maksettavaa ei ole.
error-raise-not-allowed = Et voi korottaa nyt.
error-bet-or-raise = { $verb ->
    [bet] Pöydässä on jo panos: korota.
   *[other] Kukaan ei ole vielä panostanut: panosta.
}
error-unknown-action = Tätä siirtoa ei ole tässä pelissä.

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

## Discord (adapters/discord): slash-komennot, painikkeet ja ilmoitukset

discord-cmd-updown = ylösalas
    .desc = Pelaa Ylös/Alas: lukitse yksi kortti kuvapuoli alaspäin ja panosta sen puolesta
discord-cmd-challenge = haasta
    .desc = Haasta tämän palvelimen jäsen otteluun
discord-opt-opponent = vastustaja
    .desc = Jäsen, jonka haastat
discord-cmd-bot = botti
    .desc = Pelaa ottelu tietokonetta vastaan
discord-cmd-rules = säännöt
    .desc = Näytä pelin säännöt
discord-opt-game = peli
    .desc = Mikä peli
discord-cmd-balance = saldo
    .desc = Näytä pelimerkkisi tällä palvelimella
discord-cmd-language = kieli
    .desc = Valitse kieli, jolla botti puhuu sinulle
discord-opt-language = kieli
    .desc = Kielesi
discord-opt-server = palvelin
    .desc = Aseta julkisen pöydän kieli koko palvelimelle (Palvelimen hallinta)
discord-cmd-cancel = peru
    .desc = Lopeta jumiin jäänyt peli tällä kanavalla ja palauta panokset
discord-amount-title = Valitse summa
discord-amount-label = Summa väliltä { $min }–{ $max }
discord-challenge-bot = Tietokonepelaajaa vastaan pelataan botti-komennolla, sitä ei haasteta.
discord-cards-by-dm = Korttisi ovat yksityisviesteissäsi.
discord-dm-closed = { $name }, en voi lähettää sinulle yksityisviestejä. Paina pöydän ”Omat korttini”-painiketta nähdäksesi korttisi.
discord-cancel-not-allowed = Vain pelin aloittaja tai Palvelimen hallinta -oikeuden omaava jäsen voi perua tämän pelin.
discord-server-language-set = Tämän palvelimen pöytien kieli on nyt suomi.
discord-needs-manage-server = Vain Palvelimen hallinta -oikeuden omaava jäsen voi muuttaa tätä.
discord-deadline = Aika loppuu { $time }
discord-cannot-post = En voi kirjoittaa tälle kanavalle. Anna minulle oikeus nähdä kanava ja lähettää viestejä, ja yritä sitten uudelleen.
discord-option-unknown-member = En löydä tätä jäsentä tältä palvelimelta: valitse joku, joka on täällä.
discord-option-invalid = En saanut luettua yhtä valinnoista: valitse se uudelleen.
discord-guild-only = Pelejä pelataan palvelimen kanavalla, ei yksityisviesteissä.

## Telegram adapter (adapters/telegram)

error-invalid-button = Tämä painike ei ole kelvollinen.
tg-cmd-updown = Pelaa Ylös/Alas-peliä: vastaa jonkun viestiin tai mainitse hänet haastaaksesi, tai pelaa minua vastaan
tg-cmd-balance = Pelimerkkisi tässä ryhmässä
tg-cmd-rules = Pelin säännöt
tg-cmd-language = Valitse kielesi (ryhmässä: pöydän kieli)
tg-cmd-cancel = Lopeta jumiin jäänyt peli; panokset palautetaan
tg-cmd-help = Näin pelaat tämän botin kanssa
tg-cmd-start = Aloita yksityiskeskustelu, jotta voin lähettää korttisi
tg-welcome = Hei, { $name }! Omat korttisi saapuvat tähän keskusteluun. Lisää minut ryhmään ja lähetä siellä /updown pelataksesi.
tg-help =
    Järjestän ryhmissä Ylös/Alas-pelejä virtuaalisilla pelimerkeillä.
    /updown: vastaa jonkun viestiin (tai mainitse hänet) haastaaksesi hänet; yksinään se aloittaa ottelun minua vastaan.
    /balance: pelimerkkisi tässä ryhmässä.
    /rules updown: pelin säännöt.
    /language: kielesi; ryhmässä ylläpitäjät valitsevat pöydän kielen.
    /cancel: pelin aloittaja tai ryhmän ylläpitäjä lopettaa jumiin jääneen pelin, ja panokset palautetaan.
    Avaa yksityiskeskustelu kanssani, niin lähetän korttisi sinne; muuten paina pöydän ”Omat kortit” -painiketta.
rules-updown =
    Ylös/Alas: kaksi pelaajaa, kummallakin 20 pelimerkkiä, ja ennen jokaista jakoa 1 pelimerkin ante.
    Kummallakin on kaksi korttia. 8, 9, 10, J, Q, K ja A ovat YLÖS-kortteja; 2–7 ovat ALAS-kortteja. Kaikki näkevät, montako YLÖS- ja ALAS-korttia kullakin on, mutta eivät sitä, kumpi kortti on kumpi.
    Kumpikin lukitsee toisen korteistaan kuvapuoli alaspäin, ja sitten on yksi panostuskierros: sökö tai panosta; panostuksen jälkeen maksa, korota tai luovuta. Ei rajaa: voit panostaa koko pinosi.
    Lukittuja kortteja verrataan: korkeampi arvo voittaa potin, paitsi että 2 voittaa ässän. Samanarvoiset jakavat potin.
    Toinen korttisi jää sinulle seuraavaan jakoon, ja nostat yhden uuden kortin. Ottelu päättyy, kun pelaajalla ei ole enää pelimerkkejä antea varten.
rules-unknown = En tunne tuota peliä. Pelit: { $games }
tg-balance-per-group = Pelimerkit ovat ryhmäkohtaisia: lähetä /balance ryhmässä.
tg-admin-only = Vain ryhmän ylläpitäjä voi tehdä tämän.
tg-language-choose = Valitse kieli:
tg-group-only = Pelit pelataan ryhmissä: lisää minut ryhmään ja lähetä siellä /updown.
tg-post-as-yourself = Pelaamiseen tarvitaan oma tilisi: anonyymit ylläpitäjät ja kanavat eivät voi istua pöytään. Lähetä komento uudelleen omana itsenäsi (poista "Pysy anonyyminä" käytöstä tai valitse lähettäjäksi oma nimesi).
tg-polling-webhook-set = Ei käynnistetty: tämän botin Telegram-webhook on asetettu ({ $url }), ja pitkä kysely (polling) poistaisi sen, jolloin kaikki webhook-työprosessit jäisivät ilman päivityksiä. Aseta TELEGRAM_WEBHOOK_URL ajaaksesi webhook-työprosessina, tai TELEGRAM_POLLING_TAKES_OVER=true siirtääksesi botin takaisin pollingiin.
tg-challenge-whom = En tiedä, ketä tarkoitat: vastaa sen pelaajan viestiin, jonka haluat haastaa.
tg-amount-prompt = { $name }, vastaa tähän viestiin määrällä väliltä { $min }–{ $max }.
chat-no-game = Täällä ei ole peruttavaa peliä.
tg-cancel-not-allowed = Vain pelin aloittaja tai ryhmän ylläpitäjä voi perua tämän pelin.
tg-ud-turn-until = Vuorossa: { $name }, klo { $time } UTC asti
tg-open-dm = Kortit yksityisviestinä

## game: updown — what a seat sees (bot/render/updown.py)

ud-you = Sinä
ud-computer = Tietokone
ud-deal-title = Ylös/Alas · jako { $deal }
ud-your-cards = Korttisi:
ud-you-locked = Lukitsit kortin { $card }.
ud-signal = { $who ->
    [you] Signaalisi: { $up } YLÖS · { $down } ALAS
   *[other] { $name } – signaali: { $up } YLÖS · { $down } ALAS
}
ud-stack = { $who ->
    [you] Pelimerkkisi: { $amount }
   *[other] { $name } – pelimerkit: { $amount }
}
ud-has-locked = { $who ->
    [you] Olet lukinnut kortin.
   *[other] { $name } on lukinnut kortin.
}
ud-not-locked = { $who ->
    [you] Et ole vielä lukinnut korttia.
   *[other] { $name } ei ole vielä lukinnut korttia.
}
ud-round-bet = { $who ->
    [you] Panoksesi tällä kierroksella: { $amount }
   *[other] { $name } – panos tällä kierroksella: { $amount }
}
ud-to-call = Maksettavaa: { $amount }
ud-button-lock = Lukitse kortti { $slot }: { $card }
ud-button-bet-range = Panosta { $min }–{ $max }
ud-button-raise-range = Korota summaan { $min }–{ $max }
ud-button-all-in = Kaikki peliin ({ $amount })
ud-event-drawn = { $count ->
    [one] Sait kortin: { $cards }
   *[other] Sait kortit: { $cards }
}
ud-event-reshuffled = Poistetut kortit sekoitettiin uudeksi pakaksi ({ $count } korttia).
ud-event-locked = { $who ->
    [you] Lukitsit kortin.
   *[other] { $name } lukitsi kortin.
}
ud-event-check = { $who ->
    [you] Et panostanut (sökö).
   *[other] { $name } ei panostanut (sökö).
}
ud-event-fold = { $who ->
    [you] Luovutit.
   *[other] { $name } luovutti.
}
ud-event-call = { $who ->
    [you] Maksoit { $amount }.
   *[other] { $name } maksoi { $amount }.
}
ud-event-bet = { $who ->
    [you] Panostit { $amount }.
   *[other] { $name } panosti { $amount }.
}
ud-event-raise = { $who ->
    [you] Korotit summaan { $amount }.
   *[other] { $name } korotti summaan { $amount }.
}
ud-event-all-in = { $who ->
    [you] Laitoit kaiken peliin ({ $amount }).
   *[other] { $name } laittoi kaiken peliin ({ $amount }).
}
ud-event-returned = { $who ->
    [you] Maksamatta jääneet pelimerkit palautettiin sinulle: { $amount }
   *[other] Maksamatta jääneet pelimerkit palautettiin pelaajalle { $name }: { $amount }
}
ud-event-revealed = { $who ->
    [you] Lukitsemasi kortti: { $card }
   *[other] { $name } – lukittu kortti: { $card }
}
ud-event-won = { $who ->
    [you] Voitit potin ({ $amount }).
   *[other] { $name } voitti potin ({ $amount }).
}
ud-event-won-fold = { $who ->
    [you] Vastustaja luovutti: voitit potin ({ $amount }).
   *[other] { $name } voitti potin ({ $amount }) luovutuksen jälkeen.
}
ud-event-split = Tasapeli: potti ({ $amount }) jaetaan tasan.
ud-final-chips = { $who ->
    [you] Lopulliset pelimerkkisi: { $amount }
   *[other] { $name } – lopulliset pelimerkit: { $amount }
}
ud-last-deal = Jaon { $deal } tulos:

## Console (adapters/console)

console-welcome = Tervetuloa feltbotiin, { $name }! Ylös/Alas tietokonetta vastaan.
console-new-match = Uusi ottelu: saldostasi siirrettiin { $amount } pelimerkkiä ottelun pelimerkeiksi.
console-resumed = Jatketaan tallennettua otteluasi jaosta { $deal }.
console-choose = Valitse numerolla tai kirjoita siirto (esimerkiksi ”raise 6”). Kirjoita ”q” tallentaaksesi ja lopettaaksesi.
console-prompt = Valintasi:
console-amount-prompt = Määrä ({ $min }–{ $max }):
console-empty-input = Kirjoita jotain: numero listalta tai siirto.
console-amount-empty = Summaa ei annettu: valitse uudelleen.
console-no-such-option = Sillä numerolla ei ole vaihtoehtoa. Valitse väliltä { $first }–{ $count }.
console-unknown-input = En ymmärtänyt. Kirjoita numero listalta.
console-saved = Ottelusi on tallennettu. Jatka sitä ajamalla ”feltbot play” uudelleen.
console-adapter-unavailable = { $name } ei ole vielä käytettävissä; käynnistetään sen sijaan peli päätteessä.
console-game-unavailable = Tämä peli ei ole vielä käytettävissä päätteessä: { $game }
console-quit-word = lopeta

## Game refusals raised by the engines (Up/Down, As-Nas, poker, cards)

error-already-locked = Korttisi on jo lukittu, eikä sitä voi vaihtaa.
error-lock-first = Molempien pelaajien on lukittava kortti ennen panostusta.
error-card-slot = Valitse lukittavaksi toinen kahdesta kortistasi.
error-match-over = Ottelu on päättynyt. Valitse ”Aloita alusta” pelataksesi uudelleen.
error-deal-in-progress = Jako on jo käynnissä.
error-no-deal-in-progress = Jakoa ei ole käynnissä; aloita ensin seuraava jako.
error-already-looked = Olet jo katsonut korttisi.
error-no-hand = Tässä pöydässä ei ole käynnissä kättä.
error-not-enough-players = Jakoon tarvitaan vähintään kaksi pelaajaa, joilla on pelimerkkejä.
error-seat-unknown = Tässä pöydässä ei ole paikkaa { $seat }.
error-seat-invalid = Paikka { $seat } ei voi tehdä sitä nyt.
error-card-unknown = ”{ $card }” ei ole kortti.

## game: naiko — voimat, kipinät ja niiden hylkäykset (engine/naiko)

naiko-power-glance = Varastettu vilkaisu
naiko-power-swap = Hihanvaihto
naiko-power-anchor = Pieni ankkuri
naiko-power-shield = Sinettikilpi
naiko-sparks = { $count ->
    [one] { $count } kipinä
   *[other] { $count } kipinää
}
action-glance = Vilkaise
action-swap = Vaihda kortti
action-anchor = Ankkuroi
action-shield = Kilpi
action-decline = Anna mennä
error-power-not-in-carousel = { $power ->
    [glance] Varastettu vilkaisu
    [swap] Hihanvaihto
    [anchor] Pieni ankkuri
   *[shield] Sinettikilpi
} ei ole tämän käden karusellissa.
error-power-used = Olet jo käyttänyt tässä kädessä voiman { $power ->
    [glance] Varastettu vilkaisu
    [swap] Hihanvaihto
    [anchor] Pieni ankkuri
   *[shield] Sinettikilpi
}.
error-power-one-per-turn = Voit käyttää vain yhden voiman vuoroa kohden.
error-power-round-limit = Pöytä on jo käyttänyt tällä panostuskierroksella kaikki { $limit } voimaansa.
error-power-no-sparks = Tämä voima maksaa { $cost ->
    [one] { $cost } kipinän
   *[other] { $cost } kipinää
}; sinulla on { $sparks }.
error-glance-river = Varastettua vilkaisua ei voi käyttää riverillä.
error-swap-preflop-only = Hihanvaihtoa voi käyttää vain ennen floppia.
error-swap-after-action = Hihanvaihto on tehtävä ennen ensimmäistä panostustoimintoasi.
error-swap-slot = Valitse vaihdettavaksi toinen kahdesta kortistasi.
error-anchor-target = Valitse vastustaja, joka on yhä mukana kädessä ja voi toimia.
error-anchor-target-acted = Tämä pelaaja on jo toiminut tällä panostuskierroksella.
error-anchor-already = Tämä pelaaja on jo saanut Pienen ankkurin tällä panostuskierroksella.
error-anchor-window-open = Panostus odottaa vastausta Pieneen ankkuriin.
error-no-anchor-window = Sinulle ei ole Pientä ankkuria vastattavana.

## game: poker tables — cash and private tables, timers, console (bot/tables, bot/render/poker.py)

error-table-closed = Tämä pöytä on suljettu.
error-seat-taken = Paikka { $seat } on varattu.
error-table-full = Pöytä on täynnä.
error-already-seated = Istut jo tässä pöydässä.
error-buy-in-range = Osta sisään { $min }–{ $max } pelimerkillä.
error-rebuy-not-busted = Voit ostaa uudelleen sisään vasta, kun sinulla ei ole pelimerkkejä pöydässä.
error-not-invited = Tämä on yksityinen pöytä: tarvitset kutsun istuaksesi.
error-invite-invalid = Tämä kutsu ei ole voimassa (se on ehkä peruttu).
error-not-host = Vain pöydän isäntä voi tehdä sen.
error-bots-not-allowed = Tietokonepelaajat eivät ole sallittuja tässä pöydässä.
error-not-sitting-out = Et ole tauolla.
error-table-mode = Tuntematon pöydän pelimuoto: { $mode }
error-table-blinds = Pienen blindin on oltava vähintään 1 eikä suurempi kuin iso blindi.
error-table-seats = Pöydässä on { $min }–{ $max } paikkaa.
error-table-buy-in = Sisäänoston alarajan on oltava vähintään iso blindi ({ $big_blind }).
error-table-timer = Päätösajan on oltava { $min }–{ $max } sekuntia.
error-table-settings-locked = Pelimuotoa ei voi vaihtaa, eikä käytössä olevia paikkoja voi poistaa.
poker-you = Sinä
poker-your-cards = Korttisi:
poker-board = Pöytäkortit:
poker-mode-holdem = Texas hold'em -pokeri
poker-mode-omaha = Omaha (pottiraja)
poker-mode-naiko = Naiko-tila
poker-title = Jako { $hand } · { $mode } · blindit { $small }/{ $big }
poker-pot = Potti: { $amount }
poker-side-pot = Sivupotti { $index }: { $amount }
poker-seat = { $seat }. { $name } · { $chips }{ $bet ->
        [0] {""}
       *[other] {" "}· panos { $bet }
    }{ $state ->
        [folded] {" "}· luovutti
        [all-in] {" "}· kaikki peliin
        [sitting-out] {" "}· tauolla
        [shown] {" "}· näyttää { $cards }
        [waiting] {" "}· odottaa seuraavaa jakoa
        [waiting-bb] {" "}· odottaa isoa blindiä
       *[playing] {""}
    }{ $button ->
        [yes] {" "}· jakaja
       *[no] {""}
    }
poker-preset-min = Vähintään ({ $amount })
poker-preset-half-pot = Puoli pottia ({ $amount })
poker-preset-pot = Potti ({ $amount })
poker-preset-max = Enintään ({ $amount })
poker-button-bet-range = Panosta { $min }–{ $max }…
poker-button-raise-range = Korota { $min }–{ $max }…
poker-button-all-in = Kaikki peliin ({ $amount })
poker-event-post = { $name } maksaa blindin { $amount }.
poker-event-check = { $name } sököttää.
poker-event-call = { $name } maksaa ({ $amount }).
poker-event-bet = { $name } panostaa { $amount }.
poker-event-raise = { $name } korottaa { $amount }:een.
poker-event-all-in = { $name } laittaa kaiken peliin ({ $amount }).
poker-event-fold = { $name } luovuttaa.
poker-event-board = Pöytäkortit: { $cards }
poker-event-show = { $name } näyttää { $cards }.
poker-event-win = { $name } voittaa { $amount }.
poker-event-win-side = { $name } voittaa { $amount } sivupotista { $pot }.
poker-event-return = { $amount } palautetaan pelaajalle { $name } (ei maksettu).
poker-event-hand = Jako { $hand } alkaa.
poker-event-sit = { $name } istuu pöytään { $chips } pelimerkillä.
poker-event-rebuy = { $name } ostaa uudelleen sisään { $chips } pelimerkillä.
poker-event-left = { $name } poistuu pöydästä { $chips } pelimerkin kanssa.
poker-event-timeout = Pelaajan { $name } aika loppui.
poker-event-sit-out = { $name } on tauolla.
poker-event-sit-in = { $name } palasi.
poker-event-leaving = { $name } poistuu tämän jaon jälkeen.
poker-event-closed = Pöytä on suljettu; jokainen pino palasi saldoon.
poker-console-welcome = Tervetuloa, { $name }! { $mode } kolmea tietokonepelaajaa vastaan; istut pöytään { $chips } pelimerkillä, ja saldoosi jää { $balance }.
poker-console-no-chips = Sinulla ei ole nyt pelimerkkejä sisäänostoon.

## Telegram adapter: As-Nas, poker tables, /stats (adapters/telegram).
tg-cmd-asnas = Avaa neljän pelaajan As-Nas-pöytä; tyhjät paikat pelaa tietokone
tg-cmd-holdem = Istu tämän ryhmän Texas hold'em -pöytään
tg-cmd-omaha = Istu tämän ryhmän pottirajaiseen Omaha-pöytään
tg-cmd-naiko = Istu tämän ryhmän Naiko-pöytään (hold'em voimilla)
tg-cmd-table = Yksityinen pokeripöytä: luo, muuta, kutsu ystäviä
tg-cmd-refill = Osta pelimerkit uudelleen pöydässä tai täydennä tyhjä saldo
tg-cmd-leave = Poistu tämän ryhmän pokeripöydistä
tg-cmd-stats = Pelisi, kätesi ja pelimerkkisi tässä ryhmässä
tg-help-games =
    Lisää pelejä:
    /asnas: As-Nas neljälle; ”Liity”-painikkeen painajat pelaavat, tietokone ottaa tyhjät paikat.
    /holdem, /omaha, /naiko [sisäänosto]: istu tämän ryhmän sen lajin pokeripöytään.
    /table: oma yksityinen pokeripöytäsi kutsulinkillä (/table invite, /table blinds 50, /table bots on, /table close).
    /sitngo [paikat] [osallistumismaksu], /spin [osallistumismaksu]: turnaus; ilmoittaudu sen painikkeilla, palkinnot näytetään ensin.
    /hand [numero|last]: päättynyt pokerikäsi uudelleen niin kuin pöytä sen näki. /leaderboard [week|month|all]: tämän ryhmän parhaat pelaajat. /pictures on|off (ylläpitäjät): pöydät kuvina.
    /refill: osta uudelleen, kun pinosi on tyhjä, tai täydennä tyhjä saldo.
    /leave: poistu täällä olevista pokeripöydistä. /stats: pelisi, kätesi ja pelimerkkisi.
    /rules asnas, /rules holdem, /rules omaha, /rules naiko: säännöt.
chat-stats = { $name } täällä: { $matches ->
    [one] { $matches } ottelu
   *[other] { $matches } ottelua
}, { $tables ->
    [one] { $tables } pokeripöytä
   *[other] { $tables } pokeripöytää
}, { $hands ->
    [one] { $hands } jaettu käsi
   *[other] { $hands } jaettua kättä
}; voitto tai tappio pöydissä { $net }; saldo { $balance }.
rules-asnas =
    As-Nas: neljä pelaajaa, 12 jakoa. Pelataan pisteistä, jotka voivat mennä miinukselle, ei pelimerkeistä.
    Pakassa on 20 maatonta korttia: neljä kutakin, Ässä, Shaahi, Biibi, Sotilas ja Tanssija. Jokainen saa viisi korttia, eikä kortteja vaihdeta. Jakaja siirtyy jokaisen jaon jälkeen yhden paikan oikealle; ensimmäinen jakaja arvotaan.
    Kädet ovat aluksi piilossa myös omistajaltaan: paina Katso nähdäksesi omasi; se on yksityistä eikä päätä vuoroasi.
    Jakaja avaa panoksella 1. Jakajan oikealta alkaen jokainen voi syynätä (nostaa panoksensa korkeimpaan), pitää (vain kun panos on jo tasan), korottaa (korkein panos nousee tasan yhdellä, ei koskaan yli 4:n) tai luovuttaa (panos jää pottiin).
    Kierros päättyy, kun jokainen jäljellä oleva on toiminut ja panokset ovat tasan; jos vain yksi jää, hän voittaa heti.
    Kädet vahvimmasta alkaen: neloset, täyskäsi, kolmoset, kaksi paria, pari, hai. Arvojärjestys: Ässä, Shaahi, Biibi, Sotilas, Tanssija. Saman luokan käsissä verrataan ensin ryhmiä, sitten muita kortteja; samanlaiset kädet ovat tasan.
    Potti on kaikki panokset, myös luovuttaneiden; voittajat jakavat sen tarkasti (7 kolmelle on 7/3 kullekin). 12 jaon jälkeen suurimman kokonaissumman saanut voittaa.
rules-holdem =
    Texas hold'em ilman panosrajaa: yksi 52 kortin pakka; kullekin kaksi omaa korttia ja pöytään viisi yhteistä (flop 3, turn 1, river 1). Kätesi on paras viiden kortin yhdistelmä omista korteistasi ja pöydästä.
    Blindit: napin vasemmalla puolella olevat kaksi paikkaa maksavat pienen ja ison blindin; kahden pelaajan pelissä nappi maksaa pienen blindin ja toimii ensin ennen floppia. Ennen floppia ensin toimii ison blindin vasemmalla puolella oleva, myöhemmin ensimmäinen aktiivinen pelaaja napin vasemmalla.
    Sökötä, panosta, syynää, korota tai luovuta. Panos on vähintään iso blindi; korotus on vähintään edellisen täyden korotuksen suuruinen; voit panostaa koko pinosi. Vajaa all-in ei avaa korotusta uudelleen jo toimineille.
    All-in: voit voittaa kultakin vastustajalta enintään sen, minkä itse panit; loput muodostavat sivupotteja. Syynäämätön panos palautetaan. Kun kukaan ei voi enää panostaa, pöytäkortit jaetaan loppuun.
    Näyttö: paras viiden kortin käsi voittaa (kuningasvärisuora, värisuora, neloset, täyskäsi, väri, suora, kolmoset, kaksi paria, pari, hai). Tasapelissä potti jaetaan; jakamatta jäävät pelimerkit saa nappia lähinnä vasemmalla oleva voittaja.
    Jokaisella päätöksellä on ajastin: kun aika loppuu, puolestasi sökötetään, jos se on sallittua, muuten luovutetaan. Kaksi aikakatkaisua peräkkäin siirtää sinut tauolle. Tietokonepelaajat on merkitty BOT.
rules-omaha =
    Pottirajainen Omaha: kuin hold'em, mutta saat neljä omaa korttia, ja kätesi käyttää tasan kahta niistä ja tasan kolmea pöytäkorttia.
    Pottiraja: suurin korotus on nykyinen panos plus potti (kaikki pöydän panokset mukaan lukien) plus syynättävä summa. Esimerkki: potti 100 ja sinulle 40 panos: syynättyäsi potti olisi 180, joten voit korottaa 220:een.
    Blindit, vuorojärjestys, sivupotit, näyttö ja ajastimet ovat kuten hold'emissa (/rules holdem).
rules-naiko =
    Naiko-tila: rajaton hold'em kipinöillä ja voimilla; voimat eivät koskaan muuta käsien järjestystä.
    Kipinät: saat yhden, kun sinulle jaetaan käsi, enintään 3, ja pidät ne niin kauan kuin pidät paikkasi.
    Jokaisessa kädessä näkyy kolme neljästä voimasta (jos Sinettikilpi näkyy, myös Pieni ankkuri näkyy). Kukin voima kerran kädessä; enintään yksi vuorossa, ennen panostustoimintoa; koko pöydälle enintään 3 käyttöä panostuskierrosta kohden. Hylätty yritys ei maksa mitään.
    Varastettu vilkaisu (1 kipinä): näe yksityisesti seuraavan kadun seuraava kortti; ei riverillä.
    Hihavaihto (2): ennen floppia ja ennen ensimmäistä toimintoasi hylkää yksi oma korttisi ja ota pakan seuraava kortti.
    Pieni ankkuri (2): vastustaja, joka ei ole vielä toiminut tällä kierroksella, voi korottaa kierroksen loppuun asti enintään pottirajan verran.
    Sinettikilpi (1): vastaa sinuun kohdistettuun ankkuriin sen aikaikkunan (8 sekuntia) sisällä ja peru se; ankkuroija maksaa silti.
    Kaikki muu on kuten hold'emissa (/rules holdem).
asnas-title = 🂡 As-Nas · jako { $deal }/{ $deals }
asnas-stakes = Potti { $pot } · korkein panos { $high } (enintään { $cap }) · jakaja { $dealer }
asnas-seat = { $name }: panos { $stake }{ $state ->
        [folded] {" "}· luovutti
        [acted] {" "}· toiminut
       *[waiting] {""}
    } · yhteensä { $total }
asnas-did-hold = { $name } pitää panoksen { $stake }.
asnas-did-call = { $name } syynää: panos { $stake }.
asnas-did-raise = { $name } korottaa panoksen { $stake }:een.
asnas-did-fold = { $name } luovuttaa.
asnas-result = { $winners ->
    [1] Jako { $deal }: { $names } voitti { $pot } pisteen potin.
   *[other] Jako { $deal }: { $names } voittivat { $pot } pisteen potin ({ $share } kullekin).
}
asnas-shown = { $name } näyttää { $cards }: { $category }
asnas-match-over = Ottelu on ohi. Voittaja: { $names }
asnas-look-first = Paina vuorollasi Katso nähdäksesi kätesi.
asnas-hand = Jako { $deal }: kätesi { $cards } ({ $category })
asnas-card-as = Ässä
asnas-card-sh = Shaahi
asnas-card-bi = Biibi
asnas-card-sa = Sotilas
asnas-card-ko = Tanssija
asnas-category-four-of-a-kind = neloset
asnas-category-full-house = täyskäsi
asnas-category-three-of-a-kind = kolmoset
asnas-category-two-pairs = kaksi paria
asnas-category-one-pair = pari
asnas-category-high-card = hai
action-look = Katso
action-hold = Pidä
error-asnas-cannot-hold = Voit pitää vain, kun panoksesi on yhtä suuri kuin korkein panos.
error-asnas-stake-capped = Panos on jo ylärajassaan 4.
asnas-already-playing = { $name } pelaa jo As-Nasia täällä.
asnas-lobby = As-Nas-pöytä { $seats } pelaajalle: paina Liity pelataksesi. Pöydän avaaja aloittaa; tietokone ottaa tyhjät paikat.
asnas-lobby-computer = (tietokone)
asnas-lobby-join = Liity
asnas-lobby-leave = Poistu
asnas-lobby-start = Aloita
asnas-lobby-gone = Tämä As-Nas-pöytä ei ole enää auki.
asnas-lobby-open = Täällä on jo avoin As-Nas-pöytä: liity siihen tai odota, että peli alkaa.
asnas-lobby-already-in = Olet jo liittynyt.
asnas-lobby-host-stays = Vain liittyneet voivat poistua, ja pöydän avaaja jää.
asnas-lobby-host-only = Vain pöydän avaaja voi aloittaa.
asnas-lobby-started = { $computers ->
    [0] As-Nas alkoi: { $names }.
   *[other] As-Nas alkoi: { $names } tietokonetta vastaan.
}
poker-table-empty = Kukaan ei vielä istu pöydässä.
poker-table-private = Yksityinen pöytä: vain kutsutut voivat istua.
poker-table-next-hand = Seuraava käsi alkaa, kun kaksi pelaajaa voi pelata.
poker-anchor-window = { $by } ankkuroi pelaajan { $name }: { $name } voi vastata Sinettikilvellä { $seconds } sekunnin kuluessa.
poker-sit-button = Istu pöytään
poker-swap-slot = Vaihda kortti { $slot }
poker-anchor-seat = Ankkuroi { $name }
poker-no-cards = Sinulla ei ole nyt kortteja tässä pöydässä.
poker-hole = Jako { $hand } · korttisi: { $cards }
poker-glance-card = Varastettu vilkaisu: seuraava kortti on { $card }.
poker-swap-card = Hihavaihto: { $old } poistui, sait kortin { $new }.
poker-cannot-buy-in = Sisäänosto on vähintään { $min } pelimerkkiä ja saldosi on { $balance }. Käytä /refill, kun saldo on tyhjä.
poker-not-seated-here = Et istu täällä pokeripöydässä.
poker-left = Poistuit pöydästä; pelimerkkisi palaavat saldoosi, kun kätesi päättyy. Saldo: { $balance }
poker-rebought = Ostit uudelleen { $chips } pelimerkillä.
poker-refilled = Lisättiin { $amount } pelimerkkiä. Saldo: { $balance }
poker-table-closing = Pöytä suljetaan käynnissä olevan käden jälkeen; jokainen pino palaa saldoonsa.
poker-table-usage = Käyttö: /table, /table invite, /table blinds <iso blindi>, /table bots on|off, /table timer <sekuntia>, /table bot, /table close
poker-table-hosting-already = Isännöit jo pöytää täällä: /table näyttää sen, ja /table close sulkee sen ennen kuin avaat uuden.
poker-invite-button = Liity pöytään
poker-invite = Kutsulinkki (jaa se vain kutsumillesi ystäville): { $link }
poker-table-settings = Yksityinen pöytä: { $mode } · blindit { $small }/{ $big } · { $seats } paikkaa · sisäänosto { $min }–{ $max } · { $seconds } s päätöstä kohden · tietokonepelaajat: { $bots ->
        [yes] sallittu
       *[no] ei sallittu
    }
poker-joined = Istut yksityisessä { $mode } -pöydässä; peli jatkuu ryhmässä.

## game: asnas — the shared renderer (bot/render/asnas.py) and the terminal game
an-you = Sinä
an-computer = Tietokone { $number }
an-deal-title = As-Nas · jako { $deal }/{ $deals }
an-pot = Potti: { $pot } · korkein panos { $high } (enintään { $cap })
an-seat = { $name }: panos { $stake } · pisteet { $total }{ $dealer ->
        [yes] {" "}· jakaja
       *[no] {""}
    }{ $folded ->
        [yes] {" "}· luovuttanut
       *[no] {""}
    }
an-hand-hidden = Viisi korttiasi on kuvapuoli alaspäin: valitse ”Katso” nähdäksesi ne (vuorosi ei pääty siihen).
an-your-hand = Kätesi: { $c1 } { $c2 } { $c3 } { $c4 } { $c5 } ({ $category })
an-to-call = Pysyäksesi mukana lisää { $amount } (korkein panos on { $stake }).
an-button-call = Maksa: panos { $stake }
an-event-deal = Jako { $deal }: { $who ->
        [you] sinä olet jakaja
       *[other] { $name } on jakaja
    }.
an-event-forced = { $who ->
        [you] Avaat
       *[other] { $name } avaa
    } pakollisella panoksella { $stake }.
an-event-look = Katsot kättäsi: { $c1 } { $c2 } { $c3 } { $c4 } { $c5 } ({ $category }).
an-event-hold = { $who ->
        [you] Pidät
       *[other] { $name } pitää
    } panoksen { $stake }.
an-event-call = { $who ->
        [you] Maksat
       *[other] { $name } maksaa
    }: panos { $stake }.
an-event-raise = { $who ->
        [you] Korotat
       *[other] { $name } korottaa
    }: korkein panos on nyt { $stake }.
an-event-fold = { $who ->
        [you] Luovutat
       *[other] { $name } luovuttaa
    }.
an-event-showdown = Näyttö: vielä mukana olevien pelaajien kädet paljastetaan.
an-event-shown = { $who ->
        [you] Näytät
       *[other] { $name } näyttää
    } { $c1 } { $c2 } { $c3 } { $c4 } { $c5 } ({ $category }).
an-event-won = { $who ->
        [you] Voitat
       *[other] { $name } voittaa
    } potin { $pot }.
an-event-won-fold = { $who ->
        [you] Voitat
       *[other] { $name } voittaa
    } potin { $pot }: kaikki muut luovuttivat.
an-event-split = Yhtä hyvät parhaat kädet: potti { $pot } jaetaan { $count } pelaajan kesken, kullekin { $share }.
an-event-share = { $who ->
        [you] Saat
       *[other] { $name } saa
    } { $share }.
an-scores-title = Pisteet jaon { $deal } jälkeen:
an-score-row = { $name }: tässä jaossa { $change ->
        [gain] +{ $amount }
        [loss] -{ $amount }
       *[even] ±0
    } · yhteensä { $total }
an-last-deal = Jako { $deal } on päättynyt.
an-match-over = Ottelu on päättynyt. Lopullinen järjestys:
an-match-winner = { $who ->
        [you] Voitit ottelun!
       *[other] { $name } voitti ottelun.
    }
an-match-shared = Jaettu voitto: { $count } pelaajaa päätyi tasapisteisiin, { $total }{ $you ->
        [yes] , sinä heidän joukossaan
       *[no] {""}
    }.
an-rank-row = { $place }. { $name }: pisteet { $total }{ $shared ->
        [yes] {" "}(jaettu sija)
       *[no] {""}
    }
an-console-welcome = Tervetuloa, { $name }! As-Nas kolmea tietokonepelaajaa vastaan: 12 jakoa, pelataan pisteistä.
an-console-new-match = Uusi ottelu. Pisteet ovat pelkkä tulos eivätkä pelimerkkejä: pelimerkkisaldoosi ei kosketa.
an-console-choose = Kirjoita vaihtoehdon numero tai siirto (katso, pidä, maksa, korota, luovuta). Kirjoita ”q” tallentaaksesi ja lopettaaksesi.
an-console-saved = Ottelusi on tallennettu. Jatka sitä ajamalla ”feltbot play --game asnas” uudelleen.

## Discord (adapters/discord): As-Nas, poker tables, /refill, /stats
discord-cmd-asnas = asnas-peli
    .desc = Avaa neljän paikan As-Nas-pöytä; tyhjille paikoille tulee tietokonepelaajat
discord-cmd-poker = pokeri
    .desc = Pokeripöydät: Hold'em, Omaha ja Naiko
discord-cmd-cash = rahapöytä
    .desc = Avaa rahapöytä tälle kanavalle ja istu siihen
discord-cmd-private = yksityinen
    .desc = Avaa yksityinen pöytä: vain kutsumasi jäsenet voivat istua
discord-cmd-join = liity
    .desc = Istu tämän kanavan pöytään tai koodilla yksityiseen pöytään
discord-cmd-leave = poistu
    .desc = Poistu pöydästäsi; pelimerkkisi palaavat
discord-cmd-refill = täydennä
    .desc = Saat pelimerkkejä uudelleen, kun saldosi on nolla
discord-cmd-stats = tilastot
    .desc = Pelisi ja tuloksesi tällä palvelimella
discord-opt-mode = muoto
    .desc = Hold'em, Omaha tai Naiko
discord-opt-big-blind = iso-blindi
    .desc = Iso blindi (pieni on sen puolikas)
discord-opt-seats = paikat
    .desc = Montako paikkaa (2–9)
discord-opt-bots = botit
    .desc = Monellako paikalla istuu tietokonepelaaja
discord-opt-buy-in = sisäänosto
    .desc = Pelimerkit, jotka tuot pöytään
discord-opt-code = koodi
    .desc = Yksityisen pöydän kutsukoodi
# Game names in the /rules and /poker menus.
discord-game-holdem = Hold'em-pokeri
discord-game-omaha = Omaha-pokeri
discord-game-naiko = Naiko-pokeri
discord-pk-invite = Yksityinen pöytäsi on auki. Vain kutsumasi jäsenet voivat istua: anna heille tämä komento: /poker join code:{ $code }
discord-pk-opened = Pöytäsi on auki; muut voivat painaa Liity.
poker-no-table = Täällä ei ole sinulle pokeripöytää.
poker-seated = Istut pöydässä. Korttisi tulevat yksityisviestinä jokaisessa jaossa.

poker-back = Tervetuloa takaisin: saat kortit seuraavasta jaosta alkaen.

## Naiko on the neutral table view (bot/render/poker.py)

naiko-carousel = Tämän käden voimat: { $first }, { $second }, { $third }
naiko-seat-sparks = { $you ->
    [yes] Sinulla on { $sparks }
   *[other] Pelaajalla { $name } on { $sparks }
}
naiko-glance-stale = Varastettu vilkaisusi näki kortin { $card }, mutta hihanvaihto on sen jälkeen ottanut kortin: se ei ehkä tule seuraavaksi.

## Komentorivin ylläpito (feltbot backup, feltbot refund-broken)

cli-backup-done = Varmuuskopio kirjoitettu tiedostoon { $path }.
cli-backup-exists = { $path } on jo olemassa; varmuuskopio ei koskaan korvaa tiedostoa. Valitse uusi nimi.
cli-migrate-current = { $database }: skeema on versiossa { $version }, uusimmassa jonka tämä feltbot tuntee; ei mitään tehtävää.
cli-migrate-done = { $count ->
    [one] { $database }: yksi migraatio ajettu, skeema nousi versiosta { $before } versioon { $version }.
   *[other] { $database }: { $count } migraatiota ajettu, skeema nousi versiosta { $before } versioon { $version }.
}
cli-migrate-too-new = Tietokannan { $database } skeeman versio on { $found }, uudempi kuin tämä feltbot tuntee ({ $known }): mitään ei muutettu. Päivitä feltbot tai käytä tällä versiolla tehtyä varmuuskopiota.
cli-database-unusable = Tietokantaa { $database } ei voi käyttää: { $reason }. Mitään ei muutettu; tarkista DATABASE_PATH tai DATABASE_URL (tai --db).
cli-database-missing = Polussa { $database } ei ole tietokantaa: mitään ei tehty. Tarkista DATABASE_PATH tai --db.
cli-refund-broken-none = Kaikki avoimet pöydät ja ottelut latautuvat: ei mitään palautettavaa.
cli-refund-broken-found = { $game } { $id } yhteisössä { $community } ei lataudu (syy on lokissa).
cli-refund-broken-refund = { $amount ->
    [one] Palautettiin { $amount } pelimerkki pelaajalle { $name } (pelaaja { $player }).
   *[other] Palautettiin { $amount } pelimerkkiä pelaajalle { $name } (pelaaja { $player }).
}
cli-refund-broken-dry-run = { $count ->
    [one] { $count } pöytä tai ottelu ei lataudu; mitään ei muutettu (--dry-run).
   *[other] { $count } pöytää tai ottelua ei lataudu; mitään ei muutettu (--dry-run).
}
cli-refund-broken-done = { $count ->
    [one] { $count } pöytä tai ottelu peruttiin ja sen pelimerkit palautettiin.
   *[other] { $count } pöytää tai ottelua peruttiin ja niiden pelimerkit palautettiin.
}

# -- issue 13: konsolipokeri --
console-help = Kirjoita numero listasta tai siirto (esimerkiksi ”korota 60”); ”ohje” näyttää säännöt uudelleen, ”q” tallentaa ja lopettaa.
console-no-amount = Tähän valintaan ei liity summaa: kirjoita se ilman numeroa.
console-no-such-choice = Kerro numerolla, mikä: { $choices }.
console-not-offered = Se ei ole nyt valittavissa. Vaihtoehdot: { $choices }.
console-words-verbs = panos=bet panostus=bet panosta=bet korotus=raise korota=raise maksu=call maksa=call passi=check passaa=check sökö=check luovutus=fold luovuta=fold vilkaisu=glance vilkaise=glance vaihto=swap vaihda=swap ankkuri=anchor ankkuroi=anchor kilpi=shield katso=look pidä=hold lukitse=lock
console-words-help = ohje ohjeet säännöt apua
console-words-leave = poistu lähde kotiuta nouse
console-words-yes = kyllä k joo
console-play-again = Pelataanko uusi ottelu? (kyllä/ei)
console-reloaded = Ottelu eteni toisessa ikkunassa; tässä se on nyt.
console-match-gone = Ottelu on päättynyt tai suljettu toisessa ikkunassa.
console-opponent-unknown = Tietokonepelaajaa ”{ $name }” ei ole. Valitse jokin näistä: { $names }
settings-invalid = feltbot ei voi käynnistyä: { $problems }
poker-console-saved = Paikkasi on tallennettu. Jatka ajamalla ”feltbot play --game { $game }” uudelleen.
poker-console-resumed = Palasit { $mode } -pöytääsi (jako { $hand }).
# $powers: yes at a Naiko table (its powers are typed too).
poker-console-choose = Valitse numerolla tai kirjoita siirto (”korota 60”, ”maksa”{ $powers ->
        [yes] , ”vilkaise”, ”vaihda 1”, ”ankkuroi 2”
       *[no] {""}
    }); ”ohje” näyttää säännöt, ”poistu” kotiuttaa pelimerkit, ”q” tallentaa ja lopettaa.
poker-console-left = Poistuit pöydästä. Saldo: { $balance } pelimerkkiä. Istu uudelleen ajamalla ”feltbot play --game { $game }”.
poker-event-show-hand = { $name } näyttää { $cards }: { $hand }.
poker-event-win-hand = { $name } voittaa { $amount } (käsi: { $hand }).
poker-event-win-hand-side = { $name } voittaa { $amount } sivupotista { $pot } (käsi: { $hand }).
hand-royal-flush = kuningasvärisuora
hand-straight-flush = värisuora
hand-four-of-a-kind = neloset
hand-full-house = täyskäsi
hand-flush = väri
hand-straight = suora
hand-three-of-a-kind = kolmoset
hand-two-pair = kaksi paria
hand-one-pair = pari
hand-high-card = hai
poker-event-you-post = Maksat blindin { $amount }.
poker-event-you-check = Sökötät.
poker-event-you-call = Maksat ({ $amount }).
poker-event-you-bet = Panostat { $amount }.
poker-event-you-raise = Korotat { $amount }:een.
poker-event-you-all-in = Laitat kaiken peliin ({ $amount }).
poker-event-you-fold = Luovutat.
poker-event-you-show = Näytät { $cards }.
poker-event-you-show-hand = Näytät { $cards }: { $hand }.
poker-event-you-win = Voitat { $amount }.
poker-event-you-win-hand = Voitat { $amount } (käsi: { $hand }).
poker-event-you-return = { $amount } palautetaan sinulle (ei maksettu).
poker-event-you-sit = Istut pöytään { $chips } pelimerkillä.
poker-event-you-rebuy = Ostat uudelleen sisään { $chips } pelimerkillä.
poker-event-you-left = Poistut pöydästä { $chips } pelimerkin kanssa.
poker-event-you-timeout = Aikasi loppui.
poker-event-you-sit-out = Olet tauolla.
poker-event-you-sit-in = Palasit peliin.
poker-event-you-leaving = Poistut tämän jaon jälkeen.
naiko-event-power = { $name } käyttää voiman { $power } ({ $sparks }).
naiko-event-you-power = Käytät voiman { $power } ({ $sparks }).
naiko-event-anchor = { $form ->
    [you] Ankkuroit pelaajan { $target } Pienellä ankkurilla ({ $sparks }).
    [at-you] { $name } ankkuroi sinut Pienellä ankkurilla ({ $sparks }): voit korottaa tällä kierroksella enintään potin verran, ellet vastaa Sinettikilvellä.
   *[other] { $name } ankkuroi pelaajan { $target } Pienellä ankkurilla ({ $sparks }).
}
naiko-event-shield = { $form ->
    [you] Torjut pelaajan { $target } Pienen ankkurin Sinettikilvellä ({ $sparks }).
    [at-you] { $name } torjuu Pienen ankkurisi Sinettikilvellä.
   *[other] { $name } torjuu pelaajan { $target } Pienen ankkurin Sinettikilvellä ({ $sparks }).
}
naiko-event-decline = { $form ->
    [you] Annat pelaajan { $target } Pienen ankkurin jäädä voimaan: voit korottaa tällä kierroksella enintään potin verran.
    [at-you] { $name } antaa Pienen ankkurisi jäädä voimaan.
   *[other] { $name } antaa pelaajan { $target } Pienen ankkurin jäädä voimaan.
}
naiko-power-line = · { $power } ({ $sparks }): { $effect }
naiko-power-effect-glance = näe yksin seuraavan kierroksen seuraava kortti (ei riverillä).
naiko-power-effect-swap = ennen flopia ja ensimmäistä siirtoasi hylkää yksi korteistasi (kirjoita ”vaihda 1” tai ”vaihda 2”) ja ota pakan seuraava kortti.
naiko-power-effect-anchor = vastustaja, joka ei ole vielä toiminut tällä kierroksella (kirjoita ”ankkuroi” ja paikan numero), voi korottaa kierroksen loppuun enintään potin verran.
naiko-power-effect-shield = vastaa sinuun kohdistettuun ankkuriin sen aikaikkunassa ja kumoa se.
# The viewer is the anchor's target (NK-6.4).
poker-anchor-window-you = { $by } ankkuroi sinut: vastaa Sinettikilvellä { $seconds } sekunnin kuluessa tai anna mennä.
# A console answer typed after its timer ran out (Seal shield's window, NK-6.4).
poker-console-too-late = Liian myöhään: vastausaika loppui, ja pöytä jatkoi ilman sitä.
# A second terminal at the same console table.
poker-console-reloaded = Pöytä eteni toisessa ikkunassa; tässä se on nyt.

## Table pictures (short notes on a seat's plate)

picture-folded = luovutti
picture-all-in = KAIKKI PELIIN
picture-sitting-out = tauolla
picture-waiting = odottaa seuraavaa jakoa
picture-signal = { $up } YLÖS · { $down } ALAS
picture-locked = lukittu
picture-stake = panos { $amount }
picture-won = voitti { $amount }

## Hand replays (/hand, the console's "hand")

replay-title = Jako { $hand } pöydässä { $table } niin kuin pöytä sen näki:
replay-dealt = Paikka { $seat }: { $name }
replay-street = { $street ->
    [flop] Floppi
    [turn] Turni
   *[river] Riveri
}: { $cards }
replay-win = { $name } voittaa { $amount } { $pot ->
    [0] pääpotista
   *[other] sivupotista { $pot }
}.
# /hand as a picture (pictures on): its title, each street's name and the pot after it.
replay-picture-title = Jako { $hand } · pöytä { $table }
replay-picture-street = { $street ->
    [preflop] Ennen floppia
    [flop] Floppi
    [turn] Turni
   *[river] Riveri
}
replay-picture-pot = Potti { $amount }
replay-not-found = Tässä pöydässä ei ole päättynyttä jakoa sillä numerolla.
replay-usage = Kirjoita ”jako viimeinen” tai ”jako” ja jaon numero.
console-words-hand = jako kertaus
console-words-last = viimeinen edellinen

## Leaderboards and /stats (issue 21)

board-title = { $metric ->
    [chips] Pöydissä voitetut pelimerkit
    [hands] Pelatut jaot
    [pot] Suurin voitettu potti
    [updown] Voitetut Ylös/Alas-ottelut
    [tourneys] Pelatut turnaukset
    [firsts] Voitetut turnaukset
    [cashes] Palkintosijat turnauksissa
    [prizes] Turnauksissa voitetut palkinnot
   *[asnas] Voitetut As-Nas-ottelut
} · { $period ->
    [week] viimeiset 7 päivää
    [month] viimeiset 30 päivää
   *[all] kaikkien aikojen
}
board-row-chips = { $place }. { $name }: { $value ->
    [one] { $value } pelimerkki
   *[other] { $value } pelimerkkiä
}
board-row-hands = { $place }. { $name }: { $value ->
    [one] { $value } jako
   *[other] { $value } jakoa
}
board-row-wins = { $place }. { $name }: { $value ->
    [one] { $value } voitto
   *[other] { $value } voittoa
}
board-row-tourneys = { $place }. { $name }: { $value ->
    [one] { $value } turnaus
   *[other] { $value } turnausta
}
board-row-cashes = { $place }. { $name }: { $value ->
    [one] { $value } palkintosija
   *[other] { $value } palkintosijaa
}
board-empty = Tällä listalla ei ole vielä ketään.
board-page = Sivu { $page }/{ $pages }
board-button-previous = Edellinen
board-button-next = Seuraava
stats-chart-title = Pelaajan { $name } pelimerkit

## game: tournaments (Sit & Go and Spin, NK-7.3, NK-7.4, NK-9)

tourney-kind-sitngo = Sit & Go -turnaus
tourney-kind-spin = Spin-turnaus
tourney-terms = { $kind }: { $seats } paikkaa, osallistumismaksu { $entry } pelimerkkiä, kullekin { $stack } turnausmerkkiä (ne eivät ole saldoasi). Blindit nousevat { $unit ->
    [hands] { $length } käden
   *[other] { $length } minuutin
} välein.
tourney-prizes-1 = Palkinnot: { $p1 }.
tourney-prizes-2 = Palkinnot: { $p1 }, { $p2 }.
tourney-prizes-3 = Palkinnot: { $p1 }, { $p2 }, { $p3 }.
tourney-place-share = { $place }. sija: { $percent } %
tourney-place-prize = { $place }. sija: { $prize } pelimerkkiä
tourney-spin-table-title = Palkintopotti on osallistumismaksut kerrottuna alussa arvottavalla kertoimella (todennäköisyys { $total }:sta):
tourney-spin-row = · { $times }× — { $weight }/{ $total }
tourney-spin-expected = Kertoimen odotusarvo { $times }×: palkintopotin odotusarvo { $pool } pelimerkkiä.
tourney-spin-split = Kertoimella 100× ja yli myös sijat 2 ja 3 palkitaan (80/10/10); pienemmällä voittaja vie kaiken.
tourney-last-level = tämä on viimeinen taso
tourney-next-level = seuraavaksi { $small }/{ $big }, { $when } päästä
tourney-in-minutes = { $minutes } min { $seconds } sek
tourney-in-hands = { $count ->
    [one] { $count } käden
   *[other] { $count } käden
}
tourney-status = Taso { $level }: blindit { $small }/{ $big } · { $next } · pelaajia jäljellä { $left } · keskipino { $average }
tourney-status-place = Taso { $level }: blindit { $small }/{ $big } · { $next } · pelaajia jäljellä { $left } · keskipino { $average } · olet sijalla { $place }
tourney-event-registered = { $name } ilmoittautui.
tourney-event-start = Turnaus alkaa! Palkintopotti { $pool } pelimerkkiä{ $times ->
    [1] {""}
   *[other] {" "}(kerroin { $times }×)
}.
tourney-event-level = Taso { $level }: blindit ovat nyt { $small }/{ $big }.
tourney-event-eliminated = { $name } putoaa sijalle { $place }{ $shared ->
    [1] {""}
   *[other] {" "}(tasan { $shared } pelaajan kanssa)
}{ $prize ->
    [0] .
   *[other] {" "}ja voittaa { $prize } pelimerkkiä.
}
tourney-event-you-eliminated = Putoat sijalle { $place }{ $shared ->
    [1] {""}
   *[other] {" "}(tasan { $shared } pelaajan kanssa)
}{ $prize ->
    [0] .
   *[other] {" "}ja voitat { $prize } pelimerkkiä.
}
tourney-event-winner = { $name } voittaa turnauksen ja { $prize } pelimerkkiä!
tourney-event-you-winner = Voitat turnauksen ja { $prize } pelimerkkiä!
tourney-results-title = Tulokset: { $kind } (palkintopotti { $pool } pelimerkkiä):
tourney-result = { $place }. { $name } — { $prize } pelimerkkiä{ $shared ->
    [1] {""}
   *[other] {" "}({ $shared } tasan)
}
tourney-result-you = { $place }. Sinä — { $prize } pelimerkkiä{ $shared ->
    [1] {""}
   *[other] {" "}({ $shared } tasan)
}
error-tournament-full = Turnaus on täynnä.
error-tournament-not-registered = Et ole ilmoittautunut tähän turnaukseen.
error-tournament-started = Turnaus on alkanut: ilmoittautuminen ja sen peruminen ovat päättyneet.
error-tournament-not-creator = Vain turnauksen perustaja voi aloittaa sen etuajassa tai perua sen.
error-tournament-no-standing = Käynnissä olevasta turnauksesta ei lähdetä: poissa ollessasi sinulle jaetaan kortit, ja puolestasi sököttään tai luovutetaan.
error-tournament-registered = Olet jo ilmoittautunut.
error-tournament-not-full = Turnaus alkaa, kun kaikki paikat on täytetty.
error-tournament-nobody = Kukaan ei ole vielä ilmoittautunut.
tourney-console-welcome = Tervetuloa, { $name }! Osallistumismaksusi { $entry } pelimerkkiä on maksettu; saldo { $balance } pelimerkkiä. Tietokonepelaajat täyttävät muut paikat.
tourney-console-resumed = { $kind } jatkuu (taso { $level }).
tourney-console-saved = Paikkasi turnauksessa säilyy. Jatka ajamalla ”feltbot play --game { $game }” uudelleen.
tourney-console-no-chips = Osallistumismaksu on { $entry } pelimerkkiä ja saldosi { $balance }.
tourney-console-over = Saldosi nyt: { $balance } pelimerkkiä. Uusi turnaus: ”feltbot play --game { $game }”.
tourney-rules = Turnaus: kaikki aloittavat samalla määrällä turnausmerkkejä, jotka eivät ole saldoasi; blindit nousevat tasoittain; pelaaja, jolta merkit loppuvat, putoaa, ja viimeinen jäljelle jäänyt voittaa. Samassa kädessä pudonneet sijoitetaan käden alun pinojen mukaan. Palkinnot maksetaan osallistumismaksuista, kun sija on lopullinen.
tourney-console-choose = Valitse numerolla tai kirjoita siirto (”korota 60”, ”maksa”); ”ohje” näyttää säännöt, ”jako viimeinen” näyttää viimeisimmän päättyneen jaon, ”q” tallentaa ja lopettaa (mikään ei liiku ennen kuin palaat).
tourney-event-cancelled = Turnaus perutaan; kaikki osallistumismaksut palautetaan.

# Telegram tournaments (issue 16): /sitngo, /spin, the lobby
tg-cmd-sitngo = Sit & Go -turnaus: 2–9 paikkaa, osallistumismaksu, palkinnot parhaille sijoille
tg-cmd-spin = Spin: kolme pelaajaa, palkintokerroin arvotaan alussa
chat-tourney-usage-sitngo = Käyttö: /sitngo [paikat 2–9] [osallistumismaksu], esim. /sitngo 6 100
chat-tourney-usage-spin = Käyttö: /spin [osallistumismaksu], esim. /spin 100
chat-tourney-lobby-open = Tässä ryhmässä on jo samanlainen turnaus auki ilmoittautumisille: ilmoittaudu siihen.
chat-tourney-registered = { $count ->
    [0] Kukaan ei ole vielä ilmoittautunut ({ $seats } paikkaa).
   *[other] Ilmoittautuneet { $count }/{ $seats }: { $names }
}
chat-tourney-register = Ilmoittaudu ({ $entry } pelimerkkiä)
chat-tourney-unregister = Peru ilmoittautuminen
chat-tourney-start = Aloita (BOTit täyttävät tyhjät paikat)
chat-tourney-cancel = Peru turnaus
chat-tourney-gone = Tämä turnaus ei ole enää auki.
chat-tourney-moving = Tämä turnaus siirtyy botin toiselle prosessille. Paina uudelleen muutaman sekunnin kuluttua.
chat-tourney-registered-you = Olet ilmoittautunut: saldostasi otettiin { $entry } pelimerkkiä.
chat-tourney-refunded = Ilmoittautumisesi on peruttu: { $entry } pelimerkkiäsi palautettiin.
chat-tourney-leave-lobby = Olet ilmoittautunut tämän kanavan turnausaulaan: poistu painamalla siellä ”Peru ilmoittautuminen” (osallistumismaksusi palautetaan).
chat-tourney-place = Turnaus: olet sijalla { $place }/{ $left }.

# Discord tournaments (issue 16): /tournament sitngo|spin|list|leave
discord-cmd-tournament = turnaus
    .desc = Turnaukset: Sit & Go ja Spin
discord-cmd-sitngo = sitngo-turnaus
    .desc = Avaa Sit & Go -aula: 2–9 paikkaa, palkinnot parhaille sijoille
discord-cmd-spin = spin-turnaus
    .desc = Avaa Spin-aula: kolme pelaajaa, palkintokerroin arvotaan alussa
discord-cmd-list = lista
    .desc = Tällä kanavalla ilmoittautumisille avoimet turnaukset
discord-cmd-tourney-leave = poistu
    .desc = Peru ilmoittautuminen ennen alkua; osallistumismaksusi palaa
discord-opt-entry = osallistumismaksu
    .desc = Osallistumismaksu pelimerkkeinä (0: ilmainen turnaus)
chat-tourney-list-row = { $kind }: { $count }/{ $seats } ilmoittautunut, osallistumismaksu { $entry } pelimerkkiä
chat-tourney-list-empty = Täällä ei ole turnausta auki ilmoittautumisille.

## Chat commands of issue 21 (/hand)

replay-usage-chat = Kirjoita /hand last nähdäksesi täällä viimeisimmän pöydän (avoimen tai suljetun) viimeisen jaon, tai /hand ja jaon numero (jaot numeroidaan pöytäkohtaisesti: näytetään viimeisin pöytä, jolla on sen numeroinen jako).
tg-cmd-hand = Näytä tämän ryhmän päättynyt pokerijako uudelleen
discord-cmd-hand = jako
    .desc = Näytä tämän kanavan päättynyt pokerijako uudelleen
discord-opt-hand = mikä
    .desc = Jaon numero viimeisimmässä pöydässä tai "last"

## Chat commands of issue 21 (/leaderboard)

board-usage-chat = Kirjoita /leaderboard ja week, month tai all sekä chips, hands, pot, updown, asnas, tourneys, firsts, cashes tai prizes.
tg-cmd-leaderboard = Kuka johtaa tällä viikolla, tässä kuussa tai kaikkien aikojen listalla tässä ryhmässä
discord-cmd-leaderboard = tulostaulu
    .desc = Kuka johtaa tällä viikolla, tässä kuussa tai kaikkien aikojen listalla tällä palvelimella
discord-opt-period = jakso
    .desc = Viimeiset 7 päivää, viimeiset 30 päivää tai kaikki ajat
discord-opt-metric = taulu
    .desc = Mitä taulu laskee
board-period-week = viimeiset 7 päivää
board-period-month = viimeiset 30 päivää
board-period-all = kaikki ajat
board-metric-chips = voitetut pelimerkit
board-metric-hands = pelatut jaot
board-metric-pot = suurin potti
board-metric-updown = Ylös/Alas-voitot
board-metric-asnas = As-Nas-voitot
board-metric-tourneys = pelatut turnaukset
board-metric-firsts = voitetut turnaukset
board-metric-cashes = palkintosijat
board-metric-prizes = turnauspalkinnot

## Table pictures: a seat's name as the channel shows it (a name already written out)

picture-name = { $name }

## Chat commands of issue 21 (/pictures: tables as pictures per community, by an admin)

tg-cmd-pictures = Näytä tämän ryhmän pöydät kuvina tai tekstinä (ylläpitäjät)
pictures-usage-chat = Kirjoita /pictures on tai /pictures off.
pictures-on = Seuraavasta piirrosta alkaen pöydät piirretään täällä kuvina.
pictures-off = Seuraavasta piirrosta alkaen pöydät näytetään täällä vain tekstinä.
discord-cmd-pictures = kuvat
    .desc = Näytä tämän palvelimen pöydät kuvina tai tekstinä (palvelimen hallinta)
discord-opt-pictures = tila
    .desc = Päällä: kuvat; pois: vain teksti
pictures-choice-on = päällä
pictures-choice-off = pois

# Match games in a chat (Up/Down; the buttons of every match game), the same on every platform.
chat-ud-title = 🃏 Ylös/Alas · jako { $deal }
chat-ud-signal = { $up } YLÖS · { $down } ALAS
chat-ud-locked = kortti lukittu
chat-ud-choosing = valitsee korttia
chat-ud-in-round = panos tällä kierroksella { $amount }
chat-ud-did-all-in = { $name } pelasi kaikki pelimerkkinsä: { $amount }.
chat-ud-did-bet = { $name } panosti { $amount }.
chat-ud-did-call = { $name } maksoi { $amount }.
chat-ud-did-check = { $name } sanoi sökö.
chat-ud-did-fold = { $name } luovutti.
chat-ud-did-raise = { $name } korotti, yhteensä { $amount }.
chat-ud-did-returned = Pelaajalle { $name } palautettiin { $amount }.
chat-ud-result-fold = Jako { $deal }: { $name } luovutti; { $winner } voitti potin ({ $amount }).
chat-ud-result-split = Jako { $deal }: samanarvoiset kortit, potti ({ $amount }) jaettiin.
chat-ud-result-won = Jako { $deal }: { $name } voitti potin ({ $amount }).
chat-ud-revealed = Lukitut kortit: { $first } vastaan { $second }
chat-ud-match-over = { $name } voitti ottelun!
chat-ud-hand = Jako { $deal } · korttisi: { $cards }
chat-ud-hand-locked = Lukitsit kortin { $card }.
chat-ud-no-cards = Sinulla ei ole nyt kortteja tässä ottelussa.
chat-lock-slot = Lukitse kortti { $slot }
chat-preset-min = Vähintään { $amount }
chat-preset-half-pot = ½ pottia: { $amount }
chat-preset-pot = Potti: { $amount }
chat-preset-all-in = Kaikki peliin { $amount }
chat-other-amount = Muu määrä
chat-my-cards = Omat kortit
chat-cancelled = Peli peruttiin ja panokset palautettiin.
chat-cancel-tournament = Turnaus perutaan ennen alkua aulan ”Peru turnaus” -painikkeella; kun se on alkanut, se pelataan loppuun.

# Poker tables in a chat, the same on every platform.
poker-back-button = Olen takaisin

## Aikataulutetut monipöytäturnaukset (NK-7.5, NK-9)

error-mtt-entries-closed = Ilmoittautuminen on päättynyt: myöhäinen ilmoittautuminen ja uusi sisäänosto ovat ohi.
error-mtt-still-in = Olet vielä mukana turnauksessa: voit ostaa uudelleen sisään vasta pudottuasi.
error-mtt-closed = Tämä turnaus ei ole enää käynnissä.
error-mtt-not-started = Turnaus ei ole vielä alkanut: ilmoittaudu sen sijaan.
error-mtt-below-minimum = Turnaukseen on ilmoittautunut liian vähän pelaajia sen aloittamiseksi.
error-mtt-not-admin = Vain ylläpitäjä voi ajastaa turnauksen täällä.
error-mtt-start-past = Aloitusaika on jo mennyt: valitse myöhäisempi aika.
mtt-terms = Aikataulutettu turnaus, { $mode }: osallistumismaksu { $entry } pelimerkkiä, kullekin { $stack } turnausmerkkiä (ne eivät ole saldoasi), { $size } paikan pöydät, vähintään { $minimum } pelaajaa. Alkaa { $start }.
mtt-terms-blinds-minutes = Blindit nousevat { $length } minuutin välein.
mtt-terms-blinds-hands = Blindit nousevat { $length } käden välein.
mtt-terms-paid = Noin 15 % osallistujista saa palkinnon; palkintotaulukko määräytyy osallistumisten määrästä, kun ilmoittautuminen sulkeutuu.
mtt-terms-late = Myöhäinen ilmoittautuminen tason { $level } loppuun asti, täydellä aloituspinolla.
mtt-terms-reentry = Pudottuasi voit ostaa uudelleen sisään tason { $level } loppuun asti; jokainen sisäänosto kasvattaa palkintopottia.
mtt-countdown = Alkuun { $hours } h { $minutes } min.
mtt-prizes-title = Palkinnot { $entries } osallistumiselle (potti { $pool } pelimerkkiä, { $paid } palkittua sijaa):
mtt-prize-range = sijat { $first }–{ $last }: { $prize } pelimerkkiä kullekin
mtt-summary = Taso { $level } ({ $small }/{ $big }) · pelaajia jäljellä { $left } · keskipino { $average } · palkintopotti { $pool } pelimerkkiä · pöytiä { $tables }
mtt-summary-hand-for-hand = Käsi kerrallaan: jokainen pöytä pelaa yhden käden ja odottaa muita.
mtt-summary-table = Pöytä { $table }: { $players } pelaajaa, käsi { $hand }, suurin pino { $largest }
mtt-summary-table-you = Pöytä { $table } (sinun): { $players } pelaajaa, käsi { $hand }, suurin pino { $largest }
mtt-summary-more-tables = { $count ->
    [one] … ja vielä yksi pöytä
   *[other] … ja vielä { $count } pöytää
}
mtt-event-started = Turnaus alkaa: { $entries } osallistumista { $tables } pöydässä, palkintopotti { $pool } pelimerkkiä.
mtt-event-field-final = Ilmoittautuminen on suljettu: { $entries } osallistumista, palkintopotti { $pool } pelimerkkiä, { $paid ->
    [one] { $paid } palkittu sija.
   *[other] { $paid } palkittua sijaa.
}
mtt-event-moved-you = Tasaus: siirryt pöytään { $table }, paikalle { $seat }, seuraavasta kädestä alkaen.
mtt-event-moved-in = { $name } siirtyy tähän pöytään pöydästä { $from }.
mtt-event-moved-out = { $name } siirtyy pöytään { $to }.
mtt-event-broken = Pöytä { $table } puretaan: sen pelaajat arvotaan muiden pöytien paikoille.
mtt-event-final-table = Finaalipöytä muodostuu pöytään { $table }.
mtt-event-hand-for-hand = Käsi kerrallaan: { $left } pelaajaa jäljellä, ja seuraava pudonnut jää ilman palkintoa. Jokainen pöytä pelaa yhden käden ja odottaa muita.
mtt-event-hand-for-hand-over = Käsi kerrallaan -peli on ohi: kaikki jäljellä olevat ovat palkinnoilla.
mtt-event-late-entry = { $name } ilmoittautuu myöhässä pöytään { $table }; palkintopotti on nyt { $pool } pelimerkkiä.
mtt-event-re-entry = { $name } ostaa uudelleen sisään pöytään { $table }; palkintopotti on nyt { $pool } pelimerkkiä.
mtt-event-busted = Pelaajalta { $name } loppuivat pelimerkit.
mtt-event-out-pending = { $name } putoaa; sija vahvistuu, kun ilmoittautuminen sulkeutuu.
mtt-event-cancelled-minimum = Turnaus perutaan: alle { $minimum } pelaajaa ilmoittautui. Kaikki osallistumismaksut palautetaan.
mtt-event-over = Turnaus on päättynyt: { $winner } voittaa.
mtt-console-welcome = Tervetuloa, { $name }! Osallistumismaksusi { $entry } pelimerkkiä on maksettu; saldo { $balance } pelimerkkiä. Tietokonepelaajat täyttävät kentän.
mtt-console-resumed = Turnauksesi jatkuu: taso { $level }, { $left ->
    [one] { $left } pelaaja jäljellä.
   *[other] { $left } pelaajaa jäljellä.
}
mtt-console-choose = Valitse numerolla tai kirjoita toiminto (“raise 60”, “call”); “tables” näyttää kaikki pöydät, “help” säännöt, “q” tallentaa ja lopettaa.
mtt-console-saved = Paikkasi turnauksessa säilyy. Jatka ajamalla “feltbot play --game mtt” uudelleen.
mtt-console-waiting = Odotetaan muita pöytiä…
mtt-console-out = Putosit. Turnaus jatkuu ilman sinua:
mtt-console-reentry = Putosit, ja uudelleen voi vielä osallistua: osallistutko uudelleen { $entry } pelimerkillä (saldo { $balance })? (kyllä/ei)
mtt-console-reentry-short = Uusi osallistuminen maksaa { $entry } pelimerkkiä ja saldosi on { $balance }: et voi osallistua uudelleen.
mtt-console-reentered = Olet taas mukana täydellä aloituspinolla; saldo { $balance } pelimerkkiä.
mtt-console-over = Saldosi nyt: { $balance } pelimerkkiä. Uusi turnaus: “feltbot play --game mtt”.
mtt-rules = Aikataulutettu turnaus: kaikki aloittavat samalla määrällä turnausmerkkejä, jotka eivät ole saldoasi; blindit nousevat tasoittain. Pöydät pidetään jokaisen käden jälkeen yhden tai kahden pelaajan päässä toisistaan: seuraavaksi ison blindin maksava pelaaja siirtyy vajaaseen pöytään. Pöytä puretaan heti, kun muissa on tilaa. Palkintorajan lähellä pelataan käsi kerrallaan. Noin 15 % osallistujista palkitaan.
mtt-kind = aikataulutettu turnaus
console-words-tables = tables pöydät

## Haasteet, samat kaikissa keskusteluissa (bot/frontend/challenges.py)
chat-challenge = { $challenger } haastaa pelaajan { $opponent } Ylös/Alas-peliin. Kumpikin tuo mukanaan { $stake ->
    [one] { $stake } pelimerkin.
   *[other] { $stake } pelimerkkiä.
}
chat-accept = Hyväksy
chat-decline = Kieltäydy
chat-challenge-self = Et voi haastaa itseäsi.
chat-challenge-open = Pelaajilla { $challenger } ja { $opponent } on jo avoin haaste: hyväksykää tai hylätkää se ensin.
chat-already-playing = Pelaajalla { $name } on jo Ylös/Alas-peli käynnissä täällä. Pelatkaa se ensin loppuun.
chat-challenge-declined = { $opponent } kieltäytyi haasteesta.
chat-challenge-not-for-you = Tämä haaste on tarkoitettu pelaajalle { $name }.
chat-challenge-expired = Tämä haaste on vanhentunut. Lähetä /updown uudelleen haastaaksesi jonkun.
chat-challenger-short = Pelaajalla { $name } ei enää ole tämän ottelun vaatimia { $stake } pelimerkkiä: haaste raukeaa.

## Ajastetut turnaukset keskustelussa (bot/frontend/mtt.py)
mtt-chat-registered = Ilmoittautuneet: { $count } ({ $names })
mtt-chat-more = { $count ->
    [one] { $count } muu
   *[other] { $count } muuta
}
mtt-chat-registered-none = Ilmoittautuneet: { $count }
mtt-chat-my-table = Oma pöytäni
mtt-chat-no-table = Sinulla ei nyt ole paikkaa tässä turnauksessa.
mtt-thread-name = { $tournament } · pöytä { $table }
mtt-thread-unnamed = Turnaus { $id }
mtt-chat-your-table = Pöytäsi: { $place }
mtt-chat-cancelled = Turnaus perutaan; jokainen osallistumismaksu palautetaan.
mtt-chat-reminder = Ajastettu turnaus alkaa { $minutes } minuutin kuluttua, ilmoittautuneita { $count }: paina sen viestissä Ilmoittaudu pelataksesi.
mtt-chat-list-row = { $name }: { $count } ilmoittautunutta, alkaa { $start }
mtt-chat-list-running = { $name }: käynnissä, { $left ->
    [one] { $left } pelaaja jäljellä
   *[other] { $left } pelaajaa jäljellä
}
mtt-chat-list-empty = Täällä ei ole ajastettua turnausta.
tg-cmd-mtt = Ajastettu monipöytäturnaus: ajasta sellainen (ylläpitäjät) tai näytä ne
mtt-chat-usage-telegram = Käyttö: /mtt <minuutit> [osallistumismaksu] [tietokonepelaajat] [holdem|omaha|naiko] ajastaa turnauksen alkamaan niin monen minuutin päästä (ryhmän ylläpitäjät); /mtt list näyttää tämän ryhmän turnaukset. Muut ehdot muodossa nimi=luku: stack= (aloituspelimerkit, 5 000), seats= (paikkoja pöydässä, 9), min= (pelaajia vähintään, 2), level= (minuuttia blinditasoa kohden, 10), late= ja reentry= (sen tason loppuun; 0: ei).
discord-cmd-schedule = ajasta
    .desc = Ajasta monipöytäturnaus tälle kanavalle (Palvelimen hallinta)
discord-opt-minutes = minuutit
    .desc = Minuutteja alkuun tästä hetkestä
discord-opt-mtt-bots = botit
    .desc = Heti ilmoitettavat tietokonepelaajat
discord-opt-stack = merkit
    .desc = Turnauksen aloituspelimerkit pelaajaa kohden (oletus 5 000)
discord-opt-minimum = vähintään
    .desc = Pienin pelaajamäärä, jolla turnaus alkaa (oletus 2); vähemmällä se perutaan ja maksut palautetaan
discord-opt-level = taso
    .desc = Minuutteja blinditasoa kohden (oletus 10)
discord-opt-late = myöhäinen
    .desc = Myöhäinen ilmoittautuminen tämän tason loppuun (0: ei)
discord-opt-reentry = uusinta
    .desc = Uusi osallistuminen putoamisen jälkeen tämän tason loppuun (0: ei)
mtt-chat-bad-terms = Turnaukseen tarvitaan vähintään { $stack } aloituspelimerkkiä, { $seats_min }–{ $seats_max } paikkaa pöytää kohden, 2–{ $players } pelaajaa, 1–{ $minutes } minuutin blinditasot, ja myöhäinen ilmoittautuminen tai uusi osallistuminen enintään tasoon { $levels } asti.
