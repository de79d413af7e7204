### feltbot — پیام‌های فارسی. Message ids and variables: see en.ftl.
### CLDR plurals for fa: [one] is 0 and 1, [other] the rest (the noun stays singular after a
### number in Persian, so most variants read the same). Placeables are bidi-isolated (FSI/PDI).

## Errors

error-not-your-turn = نوبت شما نیست.
error-stale-command = این دکمه دیگر معتبر نیست.
error-duplicate-command = این حرکت قبلاً انجام شده است.
error-not-seated = شما پشت این میز ننشسته‌اید.
error-amount-not-a-number = لطفاً تعداد ژتون را با یک عدد صحیح وارد کنید.
error-amount-out-of-range = مقداری از { $min } تا { $max } وارد کنید.
error-illegal-action = این حرکت الان مجاز نیست.
error-insufficient-balance = ژتون کافی ندارید؛ موجودی شما { $balance } است.
error-refill-not-broke = فقط وقتی موجودی شما صفر است می‌توانید شارژ کنید.
error-refill-cooldown = { $minutes } دقیقهٔ دیگر می‌توانید دوباره شارژ کنید.
error-internal = متأسفیم، مشکلی پیش آمد. میز سالم است؛ لطفاً دوباره تلاش کنید.

error-no-betting-now = الان وقت شرط‌بندی نیست.
error-fold-when-check = می‌توانید بدون هزینه چک کنید؛ لازم نیست کنار بکشید.
error-cannot-check = نمی‌توانید چک کنید؛ برای همراهی { $to_call } لازم است.
error-nothing-to-call = چیزی برای همراهی نیست.
error-raise-not-allowed = الان نمی‌توانید افزایش دهید.
error-bet-or-raise = { $verb ->
    [bet] قبلاً شرط بسته شده است؛ افزایش دهید.
   *[other] هنوز کسی شرط نبسته است؛ شرط ببندید.
}
error-unknown-action = این حرکت در این بازی وجود ندارد.

## Chips

balance = { $amount ->
    [one] موجودی شما: { $amount } ژتون
   *[other] موجودی شما: { $amount } ژتون
}
grant-received = { $amount ->
    [one] خوش آمدید! { $amount } ژتون دریافت کردید.
   *[other] خوش آمدید! { $amount } ژتون دریافت کردید.
}
refill-received = { $amount ->
    [one] { $amount } ژتون دریافت کردید.
   *[other] { $amount } ژتون دریافت کردید.
}

## Actions

action-check = چک
action-bet = شرط
action-call = همراهی
action-raise = افزایش
action-fold = کنار کشیدن
action-all-in = همهٔ ژتون‌ها
action-lock = قفل کردن
action-call-amount = همراهی با { $amount }
action-bet-amount = شرط { $amount }
action-raise-to = افزایش تا { $amount }

## Table

your-turn = نوبت شماست.
turn-of = نوبت: { $name }
pot = پات: { $amount }
stack = ژتون‌ها: { $amount }
seat-bot = { $name } (ربات)

## Match

match-won = شما بازی را بردید!
match-lost = شما بازی را باختید.

## Settings

language-name = فارسی
language-set = زبان روی فارسی تنظیم شد.

## Discord (adapters/discord): فرمان‌های اسلش، دکمه‌ها و اعلان‌ها

discord-cmd-updown = بالا-پایین
    .desc = بالا/پایین بازی کنید: یک کارت را رو به پایین قفل کنید و روی آن شرط ببندید
discord-cmd-challenge = چالش
    .desc = یکی از اعضای این سرور را به یک مسابقه دعوت کنید
discord-opt-opponent = حریف
    .desc = عضوی که به چالش می‌طلبید
discord-cmd-bot = ربات
    .desc = یک مسابقه در برابر رایانه بازی کنید
discord-cmd-rules = قوانین
    .desc = قوانین یک بازی را نشان بده
discord-opt-game = بازی
    .desc = کدام بازی
discord-cmd-balance = موجودی
    .desc = ژتون‌های خود در این سرور را ببینید
discord-cmd-language = زبان
    .desc = زبانی را که ربات با شما به کار می‌برد انتخاب کنید
discord-opt-language = زبان
    .desc = زبان شما
discord-opt-server = سرور
    .desc = زبان میز عمومی را برای کل سرور تعیین کنید (مدیریت سرور)
discord-cmd-cancel = لغو
    .desc = بازی گیرکرده در این کانال را تمام کنید و شرط‌ها را برگردانید
discord-my-cards = کارت‌های من
discord-other-amount = مبلغ دیگر
discord-accept = پذیرفتن
discord-decline = رد کردن
discord-preset-min = حداقل { $amount }
discord-preset-half-pot = نصف پات: { $amount }
discord-preset-pot = پات: { $amount }
discord-preset-all-in = همه‌چیز { $amount }
discord-amount-title = مبلغ خود را انتخاب کنید
discord-amount-label = مبلغی از { $min } تا { $max }
discord-challenge = { $challenger } بازیکن { $opponent } را به یک مسابقهٔ بالا/پایین دعوت می‌کند.
discord-challenge-not-for-you = این چالش برای { $name } است.
discord-challenge-declined = { $opponent } چالش را رد کرد.
discord-challenge-self = نمی‌توانید خودتان را به چالش بطلبید.
discord-challenge-bot = بازی با رایانه با فرمان ربات شروع می‌شود، نه با چالش.
discord-cards-by-dm = کارت‌هایتان در پیام‌های خصوصی شماست.
discord-dm-closed = { $name }، نمی‌توانم برایتان پیام خصوصی بفرستم. برای دیدن کارت‌هایتان دکمهٔ «کارت‌های من» را روی میز بزنید.
discord-no-game = در این کانال بازی‌ای از شما در جریان نیست.
discord-cancel-not-allowed = فقط میزبان یا عضوی با دسترسی مدیریت سرور می‌تواند این بازی را لغو کند.
discord-cancelled = بازی لغو شد و شرط‌ها بازگردانده شدند.
discord-server-language-set = زبان میزهای این سرور اکنون فارسی است.
discord-needs-manage-server = فقط عضوی با دسترسی مدیریت سرور می‌تواند این را تغییر دهد.
discord-ud-title = بالا/پایین · دست { $deal }
discord-ud-signal = { $up } بالا · { $down } پایین
discord-ud-locked = کارت قفل شد
discord-ud-choosing = در حال انتخاب کارت
discord-ud-bet = در این دور: { $amount }
discord-ud-result-won = دست { $deal }: { $name } پات { $amount } ژتونی را برد.
discord-ud-result-fold = دست { $deal }: { $name } کنار کشید و { $winner } پات { $amount } ژتونی را برد.
discord-ud-result-split = دست { $deal }: کارت‌های هم‌ارزش؛ پات { $amount } ژتونی تقسیم شد.
discord-ud-revealed = کارت‌های قفل‌شده: { $first } در برابر { $second }
discord-ud-match-over = { $name } مسابقه را برد!
discord-ud-hand = دست { $deal }. کارت‌های شما: { $cards }
discord-ud-hand-locked = شما { $card } را قفل کردید.
discord-ud-lock-slot = قفل کردن کارت { $slot }
discord-ud-no-cards = اکنون در این مسابقه کارتی ندارید.
discord-deadline = زمان { $time } تمام می‌شود
discord-cannot-post = نمی‌توانم در این کانال پیام بگذارم. لطفاً اجازهٔ دیدن کانال و فرستادن پیام را به من بدهید و دوباره امتحان کنید.

## Telegram adapter (adapters/telegram)

error-invalid-button = این دکمه معتبر نیست.
tg-cmd-updown = بالا/پایین بازی کنید: برای دعوت به چالش به پیام کسی پاسخ دهید یا از او نام ببرید، یا با من بازی کنید
tg-cmd-balance = ژتون‌های شما در این گروه
tg-cmd-rules = قوانین یک بازی
tg-cmd-language = زبان خود را انتخاب کنید (در گروه: زبان میز)
tg-cmd-cancel = بازی گیرکرده را تمام کنید؛ شرط‌ها بازگردانده می‌شوند
tg-cmd-help = نحوهٔ بازی با این ربات
tg-cmd-start = گفتگوی خصوصی را شروع کنید تا کارت‌هایتان را برایتان بفرستم
tg-welcome = سلام { $name }! کارت‌های خصوصی شما در همین گفتگو می‌رسند. مرا به یک گروه اضافه کنید و برای بازی در آنجا /updown را بفرستید.
tg-help =
    من در گروه‌ها بازی بالا/پایین را با ژتون مجازی برگزار می‌کنم.
    /updown: به پیام کسی پاسخ دهید (یا از او نام ببرید) تا او را به چالش بطلبید؛ به‌تنهایی، مسابقه‌ای با من شروع می‌کند.
    /balance: ژتون‌های شما در این گروه.
    /rules updown: شیوهٔ بازی.
    /language: زبان شما؛ در گروه، مدیران زبان میز را انتخاب می‌کنند.
    /cancel: میزبان یا مدیر گروه بازی گیرکرده را تمام می‌کند و شرط‌ها بازگردانده می‌شوند.
    گفتگوی خصوصی با من را باز کنید تا کارت‌هایتان را بفرستم؛ وگرنه دکمهٔ «کارت‌های من» را روی میز بزنید.
tg-rules-updown =
    بالا/پایین: دو بازیکن، هر کدام ۲۰ ژتون، و پیش از هر دست ۱ ژتون آنته.
    هر بازیکن دو کارت دارد. ۸، ۹، ۱۰، سرباز، بی‌بی، شاه و آس «بالا» هستند؛ ۲ تا ۷ «پایین». همه می‌بینند هر بازیکن چند کارت بالا و چند کارت پایین دارد، اما نه اینکه کدام کارت کدام است.
    هر بازیکن یکی از دو کارتش را رو به پایین قفل می‌کند، سپس یک دور شرط‌بندی است: چک یا شرط؛ در برابر شرط، کال، افزایش یا فولد. بدون سقف: می‌توانید تا همهٔ ژتون‌هایتان شرط ببندید.
    کارت‌های قفل‌شده مقایسه می‌شوند: رتبهٔ بالاتر پات را می‌برد، جز اینکه ۲ آس را می‌برد. رتبه‌های برابر پات را تقسیم می‌کنند.
    کارت دیگرتان برای دست بعد نزد شما می‌ماند و یک کارت تازه می‌کشید. مسابقه وقتی تمام می‌شود که بازیکنی برای آنته ژتونی نداشته باشد.
tg-rules-unknown = این بازی را نمی‌شناسم. بازی‌ها: { $games }
tg-balance-per-group = ژتون‌ها برای هر گروه جداگانه نگه داشته می‌شوند: در گروه /balance را بفرستید.
tg-admin-only = فقط مدیر گروه می‌تواند این کار را بکند.
tg-language-choose = یک زبان انتخاب کنید:
tg-group-only = بازی‌ها در گروه‌ها انجام می‌شوند: مرا به یک گروه اضافه کنید و در آنجا /updown را بفرستید.
tg-challenge-self = نمی‌توانید خودتان را به چالش بطلبید.
tg-challenge-whom = نمی‌دانم منظورتان کیست: به پیام بازیکنی که می‌خواهید به چالش بطلبید پاسخ دهید.
tg-accept = پذیرفتن
tg-decline = رد کردن
tg-challenge = { $challenger } بازیکن { $opponent } را به بازی بالا/پایین دعوت می‌کند. هر بازیکن { $stake } ژتون می‌آورد.
tg-already-playing = { $name } هم‌اکنون یک بازی بالا/پایین در این گروه دارد.
tg-challenge-declined = { $opponent } چالش را رد کرد.
tg-challenge-not-for-you = این چالش برای { $name } است.
tg-amount-prompt = { $name }، در پاسخ به این پیام مبلغ خود را بنویسید، از { $min } تا { $max }.
tg-cancelled = بازی لغو شد و شرط‌ها بازگردانده شدند.
tg-no-game = در این گروه بازی‌ای برای لغو وجود ندارد.
tg-cancel-not-allowed = فقط میزبان یا مدیر گروه می‌تواند این بازی را لغو کند.
tg-ud-title = 🃏 بالا/پایین · دست { $deal }
tg-ud-signal = { $up } بالا · { $down } پایین
tg-ud-locked = کارت قفل شد
tg-ud-choosing = در حال انتخاب کارت
tg-ud-in-round = شرط این دور { $amount }
tg-ud-did-check = { $name } چک کرد.
tg-ud-did-bet = { $name } { $amount } شرط بست.
tg-ud-did-call = { $name } با { $amount } کال کرد.
tg-ud-did-raise = { $name } تا { $amount } افزایش داد.
tg-ud-did-fold = { $name } فولد کرد.
tg-ud-did-all-in = { $name } همهٔ ژتون‌هایش را گذاشت: { $amount }.
tg-ud-did-returned = { $amount } به { $name } بازگردانده شد.
tg-ud-result-won = دست { $deal }: { $name } پات { $amount } را برد.
tg-ud-result-fold = دست { $deal }: { $name } فولد کرد؛ { $winner } پات { $amount } را برد.
tg-ud-result-split = دست { $deal }: کارت‌ها برابر بودند و پات { $amount } تقسیم شد.
tg-ud-revealed = کارت‌های قفل‌شده: { $first } در برابر { $second }
tg-ud-match-over = { $name } مسابقه را برد!
tg-ud-turn-until = نوبت: { $name }، تا ساعت { $time } به وقت UTC
tg-lock-slot = قفل کردن کارت { $slot }
tg-preset-half-pot = نصف پات: { $amount }
tg-preset-pot = پات: { $amount }
tg-preset-all-in = همه‌چیز { $amount }
tg-other-amount = مبلغ دیگر
tg-my-cards = کارت‌های من
tg-open-dm = کارت‌ها در پیام خصوصی
tg-ud-hand = دست { $deal } · کارت‌های شما: { $cards }
tg-ud-hand-locked = شما { $card } را قفل کردید.
tg-ud-no-cards = اکنون در این مسابقه کارتی ندارید.

## game: updown — what a seat sees (bot/render/updown.py)

ud-you = شما
ud-computer = رایانه
ud-deal-title = بالا/پایین · دست { $deal }
ud-your-cards = کارت‌های شما:
ud-you-locked = شما { $card } را قفل کردید.
ud-signal = { $who ->
    [you] علامت شما: { $up } بالا · { $down } پایین
   *[other] علامت { $name }: { $up } بالا · { $down } پایین
}
ud-stack = { $who ->
    [you] ژتون‌های شما: { $amount }
   *[other] ژتون‌های { $name }: { $amount }
}
ud-has-locked = { $who ->
    [you] شما یک کارت را قفل کرده‌اید.
   *[other] { $name } یک کارت را قفل کرده است.
}
ud-not-locked = { $who ->
    [you] شما هنوز کارتی قفل نکرده‌اید.
   *[other] { $name } هنوز کارتی قفل نکرده است.
}
ud-round-bet = { $who ->
    [you] شرط شما در این دور: { $amount }
   *[other] شرط { $name } در این دور: { $amount }
}
ud-to-call = برای همراهی: { $amount }
ud-button-lock = قفل کارت { $slot }: { $card }
ud-button-bet-range = شرط از { $min } تا { $max }
ud-button-raise-range = افزایش به مبلغی از { $min } تا { $max }
ud-button-all-in = همهٔ ژتون‌ها ({ $amount })
ud-event-drawn = این کارت‌ها به شما رسید: { $cards }
ud-event-reshuffled = کارت‌های کنارگذاشته بُر خوردند و دستهٔ تازه‌ای شدند ({ $count } کارت).
ud-event-locked = { $who ->
    [you] شما یک کارت را قفل کردید.
   *[other] { $name } یک کارت را قفل کرد.
}
ud-event-check = { $who ->
    [you] شما چک کردید.
   *[other] { $name } چک کرد.
}
ud-event-fold = { $who ->
    [you] شما کنار کشیدید.
   *[other] { $name } کنار کشید.
}
ud-event-call = { $who ->
    [you] شما با { $amount } همراهی کردید.
   *[other] { $name } با { $amount } همراهی کرد.
}
ud-event-bet = { $who ->
    [you] شما { $amount } شرط بستید.
   *[other] { $name } { $amount } شرط بست.
}
ud-event-raise = { $who ->
    [you] شما شرط را تا { $amount } بالا بردید.
   *[other] { $name } شرط را تا { $amount } بالا برد.
}
ud-event-all-in = { $who ->
    [you] شما همهٔ ژتون‌هایتان را وسط گذاشتید ({ $amount }).
   *[other] { $name } همهٔ ژتون‌هایش را وسط گذاشت ({ $amount }).
}
ud-event-returned = { $who ->
    [you] ژتون‌های همراهی‌نشده به شما برگشت: { $amount }
   *[other] ژتون‌های همراهی‌نشده به { $name } برگشت: { $amount }
}
ud-event-revealed = { $who ->
    [you] کارت قفل‌شدهٔ شما: { $card }
   *[other] کارت قفل‌شدهٔ { $name }: { $card }
}
ud-event-won = { $who ->
    [you] شما پات را بردید ({ $amount }).
   *[other] { $name } پات را برد ({ $amount }).
}
ud-event-won-fold = { $who ->
    [you] حریف کنار کشید: شما پات را بردید ({ $amount }).
   *[other] { $name } پس از کنار کشیدن حریف پات را برد ({ $amount }).
}
ud-event-split = مساوی: پات ({ $amount }) به‌طور برابر تقسیم شد.
ud-final-chips = { $who ->
    [you] ژتون‌های پایانی شما: { $amount }
   *[other] ژتون‌های پایانی { $name }: { $amount }
}
ud-last-deal = نتیجهٔ دست { $deal }:

## Console (adapters/console)

console-welcome = { $name }، به feltbot خوش آمدید! بالا/پایین در برابر رایانه.
console-new-match = بازی تازه: { $amount } ژتون از موجودی شما اکنون ژتون‌های این بازی است.
console-resumed = بازی ذخیره‌شدهٔ شما از دست { $deal } ادامه می‌یابد.
console-choose = شمارهٔ یک گزینه را بنویسید یا حرکت را تایپ کنید (مثلاً «raise 6»). برای ذخیره و خروج «q» را بنویسید.
console-prompt = انتخاب شما:
console-amount-prompt = مقدار (از { $min } تا { $max }):
console-empty-input = لطفاً چیزی بنویسید: شماره‌ای از فهرست یا یک حرکت.
console-no-such-option = گزینه‌ای با این شماره نیست. از { $first } تا { $count } انتخاب کنید.
console-unknown-input = متوجه نشدم. شماره‌ای از فهرست بنویسید.
console-saved = بازی شما ذخیره شد. برای ادامه، دوباره «feltbot play» را اجرا کنید.
console-adapter-unavailable = { $name } هنوز در دسترس نیست؛ به جای آن بازی در ترمینال شروع می‌شود.
console-game-unavailable = این بازی هنوز در ترمینال در دسترس نیست: { $game }
console-quit-word = خروج

## Game refusals raised by the engines (Up/Down, As-Nas, poker, cards)

error-already-locked = کارت شما قبلاً قفل شده و قابل تغییر نیست.
error-lock-first = پیش از هر شرط‌بندی هر دو بازیکن باید یک کارت را قفل کنند.
error-card-slot = یکی از دو کارت خود را برای قفل کردن انتخاب کنید.
error-match-over = مسابقه تمام شده است. برای بازی دوباره «شروع دوباره» را انتخاب کنید.
error-deal-in-progress = یک دست در حال انجام است.
error-no-deal-in-progress = هیچ دستی در جریان نیست؛ ابتدا دست بعدی را شروع کنید.
error-already-looked = شما قبلاً دست خود را دیده‌اید.
error-no-hand = در این میز هیچ دستی در جریان نیست.
error-not-enough-players = برای پخش کارت دست‌کم دو بازیکن با ژتون لازم است.
error-seat-unknown = صندلی { $seat } در این میز وجود ندارد.
error-seat-invalid = صندلی { $seat } اکنون نمی‌تواند این کار را انجام دهد.
error-card-unknown = «{ $card }» یک کارت نیست.

## game: naiko — قدرت‌ها، جرقه‌ها و ردشدن‌ها (engine/naiko)

naiko-power-glance = نگاه دزدکی
naiko-power-swap = تعویض آستین
naiko-power-anchor = لنگر کوچک
naiko-power-shield = سپر مُهر
naiko-sparks = { $count } جرقه
action-glance = نگاه کن
action-swap = تعویض کارت
action-anchor = لنگر بینداز
action-shield = سپر
action-decline = بگذار اعمال شود
error-power-not-in-carousel = { $power ->
    [glance] نگاه دزدکی
    [swap] تعویض آستین
    [anchor] لنگر کوچک
   *[shield] سپر مُهر
} در کاروسل این دست نیست.
error-power-used = شما در این دست قبلاً از { $power ->
    [glance] نگاه دزدکی
    [swap] تعویض آستین
    [anchor] لنگر کوچک
   *[shield] سپر مُهر
} استفاده کرده‌اید.
error-power-one-per-turn = در هر نوبت فقط می‌توانید از یک قدرت استفاده کنید.
error-power-round-limit = میز در این دور شرط‌بندی همهٔ { $limit } قدرت خود را به کار برده است.
error-power-no-sparks = این قدرت { $cost } جرقه هزینه دارد؛ شما { $sparks } جرقه دارید.
error-glance-river = نگاه دزدکی در ریور قابل استفاده نیست.
error-swap-preflop-only = تعویض آستین فقط پیش از فلاپ ممکن است.
error-swap-after-action = تعویض آستین باید پیش از نخستین حرکت شرط‌بندی شما انجام شود.
error-swap-slot = یکی از دو کارت خود را برای تعویض انتخاب کنید.
error-anchor-target = حریفی را انتخاب کنید که هنوز در دست است و می‌تواند حرکت کند.
error-anchor-target-acted = این بازیکن در این دور شرط‌بندی قبلاً حرکت کرده است.
error-anchor-already = این بازیکن در این دور شرط‌بندی قبلاً یک لنگر کوچک دریافت کرده است.
error-anchor-window-open = شرط‌بندی منتظر پاسخ به لنگر کوچک است.
error-no-anchor-window = هیچ لنگر کوچکی منتظر پاسخ شما نیست.

## game: poker tables — cash and private tables, timers, console (bot/tables, bot/render/poker.py)

error-table-closed = این میز بسته شده است.
error-seat-taken = صندلی { $seat } پر است.
error-table-full = این میز پر است.
error-already-seated = شما همین حالا پشت این میز نشسته‌اید.
error-buy-in-range = با { $min } تا { $max } ژتون وارد شوید.
error-rebuy-not-busted = فقط وقتی دوباره می‌توانید وارد شوید که هیچ ژتونی روی میز نداشته باشید.
error-not-invited = این یک میز خصوصی است: برای نشستن به دعوت‌نامه نیاز دارید.
error-invite-invalid = این دعوت‌نامه معتبر نیست (شاید لغو شده باشد).
error-not-host = فقط میزبان میز می‌تواند این کار را انجام دهد.
error-bots-not-allowed = بازیکنان رایانه‌ای در این میز مجاز نیستند.
error-not-sitting-out = شما در حال استراحت نیستید.
error-table-mode = حالت ناشناخته برای میز: { $mode }
error-table-blinds = بلایند کوچک باید دست‌کم ۱ باشد و از بلایند بزرگ بیشتر نباشد.
error-table-seats = هر میز { $min } تا { $max } صندلی دارد.
error-table-buy-in = بازهٔ ورودی باید از بلایند بزرگ ({ $big_blind }) یا بالاتر شروع شود.
error-table-timer = زمان تصمیم باید دست‌کم { $min } ثانیه باشد.
error-table-settings-locked = حالت بازی را نمی‌توان عوض کرد و صندلی‌های در حال استفاده را نمی‌توان حذف کرد.
poker-you = شما
poker-your-cards = کارت‌های شما:
poker-board = کارت‌های وسط:
poker-mode-holdem = تگزاس هولدم
poker-mode-omaha = اوماها با سقف پات
poker-mode-naiko = حالت نایکو
poker-title = دست { $hand } · { $mode } · بلایندها { $small }/{ $big }
poker-pot = پات: { $amount }
poker-side-pot = پات جانبی { $index }: { $amount }
poker-seat = { $seat }. { $name } · { $chips }{ $bet ->
        [0] {""}
       *[other] {" "}· شرط { $bet }
    }{ $state ->
        [folded] {" "}· فولد کرد
        [all-in] {" "}· آل‌این
        [sitting-out] {" "}· در استراحت
        [shown] {" "}· نشان می‌دهد { $cards }
        [waiting] {" "}· منتظر دست بعد
       *[playing] {""}
    }{ $button ->
        [yes] {" "}· دیلر
       *[no] {""}
    }
poker-preset-min = کمینه ({ $amount })
poker-preset-half-pot = نصف پات ({ $amount })
poker-preset-pot = اندازهٔ پات ({ $amount })
poker-preset-max = بیشینه ({ $amount })
poker-button-bet-range = شرط { $min } تا { $max }…
poker-button-raise-range = افزایش به { $min } تا { $max }…
poker-button-all-in = آل‌این ({ $amount })
poker-event-post = { $name } بلایند { $amount } را گذاشت.
poker-event-check = { $name } چک کرد.
poker-event-call = { $name } کال کرد ({ $amount }).
poker-event-bet = { $name } { $amount } شرط بست.
poker-event-raise = { $name } شرط را به { $amount } رساند.
poker-event-all-in = { $name } آل‌این کرد ({ $amount }).
poker-event-fold = { $name } فولد کرد.
poker-event-board = کارت‌های وسط: { $cards }
poker-event-show = { $name } کارت‌های { $cards } را نشان داد.
poker-event-win = { $name } { $amount } برد.
poker-event-return = { $amount } به { $name } برگشت (کال نشد).
poker-event-hand = دست { $hand } آغاز شد.
poker-event-sit = { $name } با { $chips } ژتون نشست.
poker-event-rebuy = { $name } دوباره با { $chips } ژتون وارد شد.
poker-event-left = { $name } با { $chips } ژتون میز را ترک کرد.
poker-event-timeout = وقت { $name } تمام شد.
poker-event-sit-out = { $name } در استراحت است.
poker-event-sit-in = { $name } برگشت.
poker-event-leaving = { $name } پس از این دست میز را ترک می‌کند.
poker-event-closed = میز بسته شد؛ همهٔ ژتون‌ها به موجودی‌ها برگشت.
poker-console-welcome = خوش آمدید، { $name }! { $mode } در برابر سه بازیکن رایانه‌ای؛ شما با { $chips } ژتون نشسته‌اید.
poker-console-no-chips = اکنون ژتونی برای ورود ندارید.
