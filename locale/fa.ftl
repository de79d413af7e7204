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
error-refill-not-broke = فقط وقتی هیچ ژتونی ندارید می‌توانید شارژ کنید: نه در موجودی، نه سر میز و نه در یک مسابقه.
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
discord-amount-title = مبلغ خود را انتخاب کنید
discord-amount-label = مبلغی از { $min } تا { $max }
discord-challenge-bot = بازی با رایانه با فرمان ربات شروع می‌شود، نه با چالش.
discord-cards-by-dm = کارت‌هایتان در پیام‌های خصوصی شماست.
discord-dm-closed = { $name }، نمی‌توانم برایتان پیام خصوصی بفرستم. برای دیدن کارت‌هایتان دکمهٔ «کارت‌های من» را روی میز بزنید.
discord-cancel-not-allowed = فقط میزبان یا عضوی با دسترسی مدیریت سرور می‌تواند این بازی را لغو کند.
discord-server-language-set = زبان میزهای این سرور اکنون فارسی است.
discord-needs-manage-server = فقط عضوی با دسترسی مدیریت سرور می‌تواند این را تغییر دهد.
discord-deadline = زمان { $time } تمام می‌شود
discord-cannot-post = نمی‌توانم در این کانال پیام بگذارم. لطفاً اجازهٔ دیدن کانال و فرستادن پیام را به من بدهید و دوباره امتحان کنید.
discord-option-unknown-member = این عضو را در این سرور پیدا نمی‌کنم: کسی را انتخاب کنید که اینجا است.
discord-option-invalid = یکی از گزینه‌ها را نتوانستم بخوانم: لطفاً دوباره انتخابش کنید.
discord-guild-only = بازی‌ها در کانالی از سرور انجام می‌شوند، نه در پیام‌های مستقیم.

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
rules-updown =
    بالا/پایین: دو بازیکن، هر کدام ۲۰ ژتون، و پیش از هر دست ۱ ژتون آنته.
    هر بازیکن دو کارت دارد. ۸، ۹، ۱۰، سرباز، بی‌بی، شاه و آس «بالا» هستند؛ ۲ تا ۷ «پایین». همه می‌بینند هر بازیکن چند کارت بالا و چند کارت پایین دارد، اما نه اینکه کدام کارت کدام است.
    هر بازیکن یکی از دو کارتش را رو به پایین قفل می‌کند، سپس یک دور شرط‌بندی است: چک یا شرط؛ در برابر شرط، کال، افزایش یا فولد. بدون سقف: می‌توانید تا همهٔ ژتون‌هایتان شرط ببندید.
    کارت‌های قفل‌شده مقایسه می‌شوند: رتبهٔ بالاتر پات را می‌برد، جز اینکه ۲ آس را می‌برد. رتبه‌های برابر پات را تقسیم می‌کنند.
    کارت دیگرتان برای دست بعد نزد شما می‌ماند و یک کارت تازه می‌کشید. مسابقه وقتی تمام می‌شود که بازیکنی برای آنته ژتونی نداشته باشد.
rules-unknown = این بازی را نمی‌شناسم. بازی‌ها: { $games }
tg-balance-per-group = ژتون‌ها برای هر گروه جداگانه نگه داشته می‌شوند: در گروه /balance را بفرستید.
tg-admin-only = فقط مدیر گروه می‌تواند این کار را بکند.
tg-language-choose = یک زبان انتخاب کنید:
tg-group-only = بازی‌ها در گروه‌ها انجام می‌شوند: مرا به یک گروه اضافه کنید و در آنجا /updown را بفرستید.
tg-post-as-yourself = برای بازی به حساب خودتان نیاز است: مدیران ناشناس و کانال‌ها نمی‌توانند پشت میز بنشینند. فرمان را دوباره با نام خودتان بفرستید («ناشناس ماندن» را خاموش کنید، یا نام خودتان را برای ارسال برگزینید).
tg-polling-webhook-set = شروع نشد: وب‌هوک تلگرام این ربات تنظیم شده است ({ $url }) و دریافت با polling آن را حذف می‌کند و همهٔ کارگرهای وب‌هوک از کار می‌افتند. برای اجرا به‌عنوان کارگر وب‌هوک TELEGRAM_WEBHOOK_URL را تنظیم کنید، یا برای برگرداندن ربات به polling مقدار TELEGRAM_POLLING_TAKES_OVER=true را بگذارید.
tg-challenge-whom = نمی‌دانم منظورتان کیست: به پیام بازیکنی که می‌خواهید به چالش بطلبید پاسخ دهید.
tg-amount-prompt = { $name }، در پاسخ به این پیام مبلغ خود را بنویسید، از { $min } تا { $max }.
chat-no-game = اینجا بازی‌ای برای لغو وجود ندارد.
tg-cancel-not-allowed = فقط میزبان یا مدیر گروه می‌تواند این بازی را لغو کند.
tg-ud-turn-until = نوبت: { $name }، تا ساعت { $time } به وقت UTC
tg-open-dm = کارت‌ها در پیام خصوصی

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
ud-event-drawn = { $count ->
    [one] این کارت به شما رسید: { $cards }
   *[other] این کارت‌ها به شما رسید: { $cards }
}
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
console-amount-empty = مبلغی وارد نشد: دوباره انتخاب کنید.
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
error-table-timer = زمان تصمیم باید از { $min } تا { $max } ثانیه باشد.
error-table-settings-locked = حالت بازی را نمی‌توان عوض کرد و صندلی‌های در حال استفاده را نمی‌توان حذف کرد.
poker-you = شما
poker-your-cards = کارت‌های شما:
poker-board = کارت‌های وسط:
poker-mode-holdem = تگزاس هولدم
poker-mode-omaha = اوماها با سقف پات
poker-mode-naiko = حالت نایکو
poker-title = دست { $hand } · { $mode } · بلایندها { $small } و { $big }
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
        [waiting-bb] {" "}· منتظر بلایند بزرگ
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
poker-event-win-side = { $name } { $amount } از پات فرعی { $pot } برد.
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
poker-console-welcome = خوش آمدید، { $name }! { $mode } در برابر سه بازیکن رایانه‌ای؛ شما با { $chips } ژتون نشسته‌اید و { $balance } در موجودی‌تان می‌ماند.
poker-console-no-chips = اکنون ژتونی برای ورود ندارید.

## Telegram adapter: As-Nas, poker tables, /stats (adapters/telegram).
tg-cmd-asnas = یک میز آس‌ناس چهارنفره باز کنید؛ جاهای خالی را رایانه بازی می‌کند
tg-cmd-holdem = پشت میز تگزاس هولدم این گروه بنشینید
tg-cmd-omaha = پشت میز اوماهای سقف‌پات این گروه بنشینید
tg-cmd-naiko = پشت میز نایکوی این گروه بنشینید (هولدم با قدرت‌ها)
tg-cmd-table = میز پوکر خصوصی: بسازید، تغییر دهید، دوستان را دعوت کنید
tg-cmd-refill = دوباره پشت میز ژتون بخرید، یا موجودی خالی را پر کنید
tg-cmd-leave = از میزهای پوکر این گروه بلند شوید
tg-cmd-stats = بازی‌ها، دست‌ها و ژتون‌های شما در این گروه
tg-help-games =
    بازی‌های دیگر:
    /asnas: آس‌ناس چهارنفره؛ هر که «پیوستن» را بزند بازی می‌کند و رایانه جاهای خالی را می‌گیرد.
    /holdem، /omaha، /naiko [ورودی]: پشت میز پوکر آن نوع در این گروه بنشینید.
    /table: میز پوکر خصوصی شما با پیوند دعوت (/table invite، /table blinds 50، /table bots on، /table close).
    /sitngo [صندلی] [ورودیه]، /spin [ورودیه]: تورنمنت؛ با دکمه‌هایش ثبت‌نام کنید، جایزه‌ها از پیش نشان داده می‌شوند.
    /hand [شماره|last]: بازپخش یک دست تمام‌شدهٔ پوکر، همان‌طور که میز دید. /leaderboard [week|month|all]: بهترین بازیکنان این گروه. /pictures on|off (مدیران): میزها به‌صورت تصویر.
    /refill: وقتی ژتون‌های میزتان تمام شد دوباره بخرید، یا موجودی خالی را پر کنید.
    /leave: از میزهای پوکر اینجا بلند شوید. /stats: بازی‌ها، دست‌ها و ژتون‌های شما.
    /rules asnas، /rules holdem، /rules omaha، /rules naiko: قوانین.
chat-stats = { $name } در اینجا: { $matches } مسابقه، { $tables } میز پوکر، { $hands } دست؛ برد یا باخت پشت میزها { $net }؛ موجودی { $balance }.
rules-asnas =
    آس‌ناس: چهار بازیکن، ۱۲ دست. برای امتیاز بازی می‌کنید، نه ژتون؛ امتیاز می‌تواند منفی شود.
    دسته ۲۰ کارت بی‌خال دارد: از هر کدام چهار تا، آس، شاه، بی‌بی، سرباز و کولی. هر بازیکن پنج کارت می‌گیرد و کارتی عوض نمی‌شود. پس از هر دست، دست‌دهنده یک جا به راست می‌رود؛ نخستین دست‌دهنده به قرعه انتخاب می‌شود.
    دست‌ها در آغاز پنهان‌اند، حتی از صاحبشان: برای دیدن دستتان «نگاه» را بزنید؛ این کار خصوصی است و نوبتتان را تمام نمی‌کند.
    دست‌دهنده با شرط ۱ باز می‌کند. از راست دست‌دهنده، هر بازیکن می‌تواند هم‌شرط شود (به بالاترین شرط برسد)، نگه دارد (فقط وقتی شرطش برابر است)، بالا ببرد (بالاترین شرط دقیقاً ۱ بالا می‌رود و هرگز از ۴ بیشتر نمی‌شود) یا کنار بکشد (شرطش در پات می‌ماند).
    دور وقتی تمام می‌شود که هر بازیکن باقی‌مانده بازی کرده باشد و همهٔ شرط‌ها برابر باشند؛ اگر فقط یک نفر بماند، همان دم می‌برد.
    دست‌ها از قوی‌ترین: چهار جفت‌همسان، فول، سه‌تایی، دو جفت، یک جفت، کارت بالا. ترتیب: آس، شاه، بی‌بی، سرباز، کولی. در یک رده، نخست گروه‌ها و سپس دیگر کارت‌ها مقایسه می‌شوند؛ دست‌های یکسان مساوی‌اند.
    پات همهٔ شرط‌هاست، حتی شرط کنارکشیده‌ها؛ برندگان آن را دقیق تقسیم می‌کنند (۷ میان سه نفر، هر نفر ۷/۳). پس از ۱۲ دست، بیشترین مجموع برنده است.
rules-holdem =
    تگزاس هولدم بدون سقف: یک دستهٔ ۵۲ کارتی؛ هر بازیکن دو کارت خصوصی و پنج کارت مشترک روی میز (فلاپ ۳، ترن ۱، ریور ۱). دست شما بهترین پنج کارت از دو کارت خودتان و میز است.
    بلایندها: دو جای سمت چپ دکمه، بلایند کوچک و بزرگ را می‌گذارند؛ در بازی دونفره دکمه بلایند کوچک را می‌گذارد و پیش از فلاپ اول بازی می‌کند. پیش از فلاپ نفر سمت چپ بلایند بزرگ اول است، بعد از آن نخستین بازیکن فعال سمت چپ دکمه.
    چک، شرط، هم‌شرط، افزایش یا فولد. شرط دست‌کم به اندازهٔ بلایند بزرگ است؛ افزایش دست‌کم به اندازهٔ آخرین افزایش کامل است؛ می‌توانید همهٔ ژتون‌هایتان را شرط ببندید. آل‌این کوتاه، افزایش را برای کسانی که بازی کرده‌اند دوباره باز نمی‌کند.
    آل‌این: از هر حریف حداکثر به اندازهٔ آنچه خودتان گذاشته‌اید می‌برید؛ باقی، پات‌های جانبی می‌سازد. شرطی که کسی هم‌شرط نشده برمی‌گردد. وقتی دیگر کسی نتواند شرط ببندد، کارت‌های میز تا آخر پخش می‌شوند.
    رو کردن دست‌ها: بهترین دست پنج‌کارتی می‌برد (رویال فلاش، استریت فلاش، چهارتایی، فول، فلاش، استریت، سه‌تایی، دو جفت، یک جفت، کارت بالا). در تساوی پات تقسیم می‌شود؛ ژتون‌های اضافه به برندهٔ نزدیک‌تر به چپ دکمه می‌رسد.
    هر تصمیم زمان‌سنج دارد: اگر وقت تمام شود، در صورت امکان چک و وگرنه فولد می‌شود. دو بار پشت سر هم، شما را از بازی کنار می‌نشاند. بازیکنان رایانه‌ای با BOT نشان داده می‌شوند.
rules-omaha =
    اوماهای سقف‌پات: مانند هولدم، اما چهار کارت خصوصی می‌گیرید و دستتان باید دقیقاً دو کارت از آنها و دقیقاً سه کارت میز را به کار ببرد.
    سقف پات: بیشترین افزایش تا شرط فعلی به‌اضافهٔ پات (با همهٔ شرط‌های روی میز) به‌اضافهٔ مبلغ هم‌شرط شدن شماست. مثال: پات ۱۰۰ و شرط ۴۰ در برابر شما: با هم‌شرط شدن پات ۱۸۰ می‌شود، پس تا ۲۲۰ می‌توانید افزایش دهید.
    بلایندها، ترتیب نوبت، پات‌های جانبی، رو کردن دست‌ها و زمان‌سنج‌ها مانند هولدم است (/rules holdem).
rules-naiko =
    حالت نایکو: هولدم بدون سقف با جرقه‌ها و قدرت‌ها؛ قدرت‌ها هرگز رتبهٔ دست‌ها را تغییر نمی‌دهند.
    جرقه‌ها: با هر دستی که به شما داده می‌شود ۱ جرقه می‌گیرید، حداکثر ۳، و تا وقتی جایتان را دارید برایتان می‌ماند.
    هر دست سه قدرت از چهار قدرت را نشان می‌دهد (اگر سپر مُهر باشد، لنگر کوچک هم هست). هر قدرت یک بار در هر دست؛ در هر نوبت حداکثر یکی، پیش از حرکت شرط‌بندی؛ برای کل میز حداکثر ۳ بار در هر دور شرط‌بندی. تلاش ردشده هزینه‌ای ندارد.
    نگاه دزدکی (۱ جرقه): کارت بعدی خیابان بعد را پنهانی ببینید؛ نه در ریور.
    تعویض آستین (۲): پیش از فلاپ و پیش از نخستین حرکتتان، یکی از کارت‌های خصوصی را کنار بگذارید و کارت بعدی دسته را بگیرید.
    لنگر کوچک (۲): حریفی که در این دور هنوز بازی نکرده، تا پایان دور حداکثر به اندازهٔ سقف پات می‌تواند افزایش دهد.
    سپر مُهر (۱): به لنگری که به سوی شماست در مهلتش (۸ ثانیه) پاسخ دهید تا لغو شود؛ لنگرانداز باز هم هزینه می‌پردازد.
    بقیه مانند هولدم است (/rules holdem).
asnas-title = 🂡 آس‌ناس · دست { $deal } از { $deals }
asnas-stakes = پات { $pot } · بالاترین شرط { $high } (حداکثر { $cap }) · دست‌دهنده { $dealer }
asnas-seat = { $name }: شرط { $stake }{ $state ->
        [folded] {" "}· کنار کشید
        [acted] {" "}· بازی کرد
       *[waiting] {""}
    } · مجموع { $total }
asnas-did-hold = { $name } روی { $stake } نگه می‌دارد.
asnas-did-call = { $name } هم‌شرط می‌شود: شرط { $stake }.
asnas-did-raise = { $name } شرط را به { $stake } می‌رساند.
asnas-did-fold = { $name } کنار می‌کشد.
asnas-result = { $winners ->
    [1] پخش { $deal }: { $names } پات { $pot } را برد.
   *[other] پخش { $deal }: { $names } پات { $pot } را بردند (هر نفر { $share }).
}
asnas-shown = { $name } نشان می‌دهد { $cards }: { $category }
asnas-match-over = مسابقه تمام شد. برنده: { $names }
asnas-look-first = در نوبتتان «نگاه» را بزنید تا دستتان را ببینید.
asnas-hand = پخش { $deal }: دست شما { $cards } ({ $category })
asnas-card-as = آس
asnas-card-sh = شاه
asnas-card-bi = بی‌بی
asnas-card-sa = سرباز
asnas-card-ko = کولی
asnas-category-four-of-a-kind = چهار تای یکسان
asnas-category-full-house = فول هاوس
asnas-category-three-of-a-kind = سه تای یکسان
asnas-category-two-pairs = دو جفت
asnas-category-one-pair = یک جفت
asnas-category-high-card = کارت بالا
action-look = نگاه
action-hold = نگه‌داشتن
error-asnas-cannot-hold = فقط وقتی می‌توانید نگه دارید که شرطتان با بالاترین شرط برابر باشد.
error-asnas-stake-capped = شرط هم‌اکنون به سقف ۴ رسیده است.
asnas-already-playing = { $name } هم‌اکنون در اینجا آس‌ناس بازی می‌کند.
asnas-lobby = میز آس‌ناس برای { $seats } نفر: برای بازی «پیوستن» را بزنید. میزبان شروع می‌کند؛ رایانه جاهای خالی را می‌گیرد.
asnas-lobby-computer = (رایانه)
asnas-lobby-join = پیوستن
asnas-lobby-leave = ترک
asnas-lobby-start = شروع
asnas-lobby-gone = این میز آس‌ناس دیگر باز نیست.
asnas-lobby-open = یک میز آس‌ناس در اینجا از پیش باز است: به آن بپیوندید، یا صبر کنید تا بازی شروع شود.
asnas-lobby-already-in = شما پیش‌تر پیوسته‌اید.
asnas-lobby-host-stays = فقط کسانی که پیوسته‌اند می‌توانند ترک کنند، و میزبان می‌ماند.
asnas-lobby-host-only = فقط میزبان می‌تواند شروع کند.
asnas-lobby-started = { $computers ->
    [0] آس‌ناس آغاز شد: { $names }.
   *[other] آس‌ناس آغاز شد: { $names } در برابر رایانه.
}
poker-table-empty = هنوز کسی ننشسته است.
poker-table-private = میز خصوصی: فقط دعوت‌شدگان می‌توانند بنشینند.
poker-table-next-hand = دست بعد وقتی آغاز می‌شود که دو بازیکن بتوانند بازی کنند.
poker-anchor-window = { $by } به { $name } لنگر انداخت: { $name } می‌تواند تا { $seconds } ثانیه با سپر مُهر پاسخ دهد.
poker-sit-button = نشستن
poker-swap-slot = تعویض کارت { $slot }
poker-anchor-seat = لنگر به { $name }
poker-no-cards = اکنون پشت این میز کارتی ندارید.
poker-hole = دست { $hand } · کارت‌های شما: { $cards }
poker-glance-card = نگاه دزدکی: کارت بعدی { $card } است.
poker-swap-card = تعویض آستین: { $old } رفت و { $new } گرفتید.
poker-cannot-buy-in = ورودی دست‌کم { $min } ژتون است و موجودی شما { $balance } است. وقتی خالی شد از /refill استفاده کنید.
poker-not-seated-here = شما اینجا پشت هیچ میز پوکری ننشسته‌اید.
poker-left = از میز بلند شدید؛ ژتون‌هایتان پس از پایان دستتان به موجودی‌تان برمی‌گردد. موجودی: { $balance }
poker-rebought = دوباره با { $chips } ژتون وارد شدید.
poker-refilled = { $amount } ژتون افزوده شد. موجودی: { $balance }
poker-table-closing = میز پس از دست جاری بسته می‌شود؛ ژتون‌های هر نفر به موجودی‌اش برمی‌گردد.
poker-table-usage = کاربرد: /table، /table invite، /table blinds <بلایند بزرگ>، /table bots on|off، /table timer <ثانیه>، /table bot، /table close
poker-table-hosting-already = شما همین حالا میزبان یک میز در اینجا هستید: ‎/table‎ آن را نشان می‌دهد و ‎/table close‎ پیش از باز کردن میزی دیگر آن را می‌بندد.
poker-invite-button = پیوستن به میز
poker-invite = پیوند دعوت (فقط با دوستانی که دعوت می‌کنید به اشتراک بگذارید): { $link }
poker-table-settings = میز خصوصی: { $mode } · بلایندها { $small } و { $big } · { $seats } جا · ورودی { $min } تا { $max } · { $seconds } ثانیه برای هر تصمیم · بازیکنان رایانه‌ای: { $bots ->
        [yes] مجاز
       *[no] غیرمجاز
    }
poker-joined = پشت میز خصوصی { $mode } نشستید؛ بازی در گروه ادامه دارد.

## game: asnas — the shared renderer (bot/render/asnas.py) and the terminal game
an-you = شما
an-computer = رایانهٔ { $number }
an-deal-title = آس‌ناس · دست { $deal } از { $deals }
an-pot = پات: { $pot } · بالاترین شرط { $high } (حداکثر { $cap })
an-seat = { $name }: شرط { $stake } · امتیاز { $total }{ $dealer ->
        [yes] {" "}· دیلر
       *[no] {""}
    }{ $folded ->
        [yes] {" "}· کنار کشیده
       *[no] {""}
    }
an-hand-hidden = پنج کارت شما رو به پایین است: برای دیدنشان «نگاه» را انتخاب کنید (نوبتتان تمام نمی‌شود).
an-your-hand = دست شما: { $c1 } { $c2 } { $c3 } { $c4 } { $c5 } ({ $category })
an-to-call = برای ماندن در بازی { $amount } اضافه کنید (بالاترین شرط { $stake } است).
an-button-call = همراهی: شرط { $stake }
an-event-deal = دست { $deal }: { $who ->
        [you] دیلر شما هستید
       *[other] دیلر { $name } است
    }.
an-event-forced = { $who ->
        [you] شما با شرط اجباری { $stake } شروع کردید
       *[other] { $name } با شرط اجباری { $stake } شروع کرد
    }.
an-event-look = به دست خود نگاه کردید: { $c1 } { $c2 } { $c3 } { $c4 } { $c5 } ({ $category }).
an-event-hold = { $who ->
        [you] شما روی { $stake } نگه داشتید
       *[other] { $name } روی { $stake } نگه داشت
    }.
an-event-call = { $who ->
        [you] شما همراهی کردید
       *[other] { $name } همراهی کرد
    }: شرط { $stake }.
an-event-raise = { $who ->
        [you] شما افزایش دادید
       *[other] { $name } افزایش داد
    }: بالاترین شرط اکنون { $stake } است.
an-event-fold = { $who ->
        [you] شما کنار کشیدید
       *[other] { $name } کنار کشید
    }.
an-event-showdown = رو کردن دست‌ها: دست بازیکنانی که هنوز در بازی‌اند نشان داده می‌شود.
an-event-shown = { $who ->
        [you] دست شما
       *[other] دست { $name }
    }: { $c1 } { $c2 } { $c3 } { $c4 } { $c5 } ({ $category }).
an-event-won = { $who ->
        [you] شما پات { $pot } را بردید
       *[other] { $name } پات { $pot } را برد
    }.
an-event-won-fold = { $who ->
        [you] شما پات { $pot } را بردید
       *[other] { $name } پات { $pot } را برد
    }: بقیه کنار کشیدند.
an-event-split = بهترین دست‌ها برابرند: پات { $pot } میان { $count } بازیکن تقسیم می‌شود، هر نفر { $share }.
an-event-share = { $who ->
        [you] سهم شما
       *[other] سهم { $name }
    }: { $share }.
an-scores-title = امتیازها پس از دست { $deal }:
an-score-row = { $name }: در این دست { $change ->
        [gain] +{ $amount }
        [loss] -{ $amount }
       *[even] ±۰
    } · مجموع { $total }
an-last-deal = دست { $deal } تمام شد.
an-match-over = بازی تمام شد. رده‌بندی نهایی:
an-match-winner = { $who ->
        [you] شما برندهٔ بازی شدید!
       *[other] { $name } برندهٔ بازی شد.
    }
an-match-shared = برد مشترک: { $count } بازیکن با { $total } امتیاز برابر شدند{ $you ->
        [yes] ، شما هم در میان آن‌هایید
       *[no] {""}
    }.
an-rank-row = { $place }. { $name }: امتیاز { $total }{ $shared ->
        [yes] {" "}(رتبهٔ مشترک)
       *[no] {""}
    }
an-console-welcome = { $name }، به feltbot خوش آمدید! آس‌ناس در برابر سه بازیکن رایانه‌ای: ۱۲ دست، برای امتیاز.
an-console-new-match = بازی تازه. امتیاز فقط یک شمارش است، نه ژتون: به موجودی ژتون شما دست زده نمی‌شود.
an-console-choose = شمارهٔ یک گزینه یا یک حرکت را بنویسید (نگاه، نگه‌داشتن، همراهی، افزایش، کنار کشیدن). برای ذخیره و خروج «q» را بنویسید.
an-console-saved = بازی شما ذخیره شد. برای ادامه، دوباره «feltbot play --game asnas» را اجرا کنید.

## Discord (adapters/discord): As-Nas, poker tables, /refill, /stats
discord-cmd-asnas = آس-ناس
    .desc = یک میز چهارنفرهٔ آس‌ناس باز کنید؛ صندلی‌های خالی به بازیکنان رایانه‌ای می‌رسد
discord-cmd-poker = پوکر
    .desc = میزهای پوکر: هولدم، اوماها و نایکو
discord-cmd-cash = نقدی
    .desc = یک میز نقدی در این کانال باز کنید و بنشینید
discord-cmd-private = خصوصی
    .desc = یک میز خصوصی باز کنید: فقط اعضایی که دعوت می‌کنید می‌نشینند
discord-cmd-join = پیوستن
    .desc = سر میز این کانال بنشینید، یا با کد سر یک میز خصوصی
discord-cmd-leave = ترک
    .desc = میزتان را ترک کنید؛ ژتون‌هایتان برمی‌گردد
discord-cmd-refill = شارژ
    .desc = وقتی موجودی‌تان صفر است دوباره ژتون بگیرید
discord-cmd-stats = آمار
    .desc = بازی‌ها و نتیجه‌های شما در این سرور
discord-opt-mode = نوع
    .desc = هولدم، اوماها یا نایکو
discord-opt-big-blind = بلایند-بزرگ
    .desc = بلایند بزرگ (بلایند کوچک نصف آن است)
discord-opt-seats = صندلی‌ها
    .desc = چند صندلی (۲ تا ۹)
discord-opt-bots = ربات‌ها
    .desc = چند صندلی به بازیکنان رایانه‌ای برسد
discord-opt-buy-in = ورودی
    .desc = ژتون‌هایی که سر میز می‌آورید
discord-opt-code = کد
    .desc = کد دعوت یک میز خصوصی
# Game names in the /rules and /poker menus.
discord-game-holdem = هولدم
discord-game-omaha = اوماها
discord-game-naiko = نایکو
discord-pk-invite = میز خصوصی شما باز است. فقط اعضایی که دعوت کنید می‌نشینند: این فرمان را به آن‌ها بدهید: /poker join code:{ $code }
discord-pk-opened = میز شما باز است؛ دیگران می‌توانند «پیوستن» را بزنند.
poker-no-table = اینجا میز پوکری برای شما نیست.
poker-seated = نشستید. کارت‌هایتان در هر پخش با پیام مستقیم می‌آید.

poker-back = خوش برگشتید: از دست بعد به شما کارت داده می‌شود.

## Naiko on the neutral table view (bot/render/poker.py)

naiko-carousel = قدرت‌های این دست: { $first }، { $second }، { $third }
naiko-seat-sparks = { $you ->
    [yes] شما { $sparks } دارید
   *[other] { $name } { $sparks } دارد
}
naiko-glance-stale = «نگاه دزدکی» شما { $card } را دید، اما از آن پس یک «تعویض آستین» کارتی برداشته است: شاید دیگر کارت بعدی نباشد.

## کارهای خط فرمان (feltbot backup، feltbot refund-broken)

cli-backup-done = نسخهٔ پشتیبان در { $path } نوشته شد.
cli-backup-exists = { $path } از قبل وجود دارد؛ پشتیبان‌گیری هرگز روی فایلی نمی‌نویسد. نام تازه‌ای انتخاب کنید.
cli-migrate-current = { $database }: طرح پایگاه داده در نسخهٔ { $version } است، تازه‌ترین نسخه‌ای که این feltbot می‌شناسد؛ کاری لازم نیست.
cli-migrate-done = { $database }: { $count } مهاجرت اعمال شد و طرح پایگاه داده از نسخهٔ { $before } به نسخهٔ { $version } رسید.
cli-migrate-too-new = طرح پایگاه دادهٔ { $database } در نسخهٔ { $found } است که از نسخهٔ شناخته‌شدهٔ این feltbot ({ $known }) تازه‌تر است: چیزی تغییر نکرد. feltbot را به‌روز کنید یا پشتیبانی را به کار ببرید که با همین نسخه ساخته شده است.
cli-database-unusable = پایگاه دادهٔ { $database } قابل استفاده نیست: { $reason }. چیزی تغییر نکرد؛ DATABASE_PATH یا DATABASE_URL (یا ‎--db‎) را بررسی کنید.
cli-database-missing = در { $database } پایگاه داده‌ای نیست: کاری انجام نشد. DATABASE_PATH یا ‎--db‎ را بررسی کنید.
cli-refund-broken-none = همهٔ میزها و مسابقه‌های باز بارگذاری می‌شوند: چیزی برای بازپرداخت نیست.
cli-refund-broken-found = { $game } { $id } در { $community } بارگذاری نمی‌شود (علتش در گزارش آمده است).
cli-refund-broken-refund = { $amount } ژتون به { $name } (بازیکن { $player }) بازگردانده شد.
cli-refund-broken-dry-run = { $count } میز و مسابقه بارگذاری نمی‌شوند؛ چیزی تغییر نکرد (--dry-run).
cli-refund-broken-done = { $count } میز و مسابقه لغو شد و ژتون‌هایشان بازگردانده شد.

# -- issue 13: پوکر در ترمینال --
console-help = یک شماره از فهرست یا یک حرکت بنویسید (مثلاً «raise 60»)؛ «راهنما» قوانین را دوباره نشان می‌دهد و «q» ذخیره می‌کند و خارج می‌شود.
console-no-amount = این گزینه مبلغ نمی‌گیرد: آن را بدون عدد بنویسید.
console-no-such-choice = با یک عدد بگویید کدام: { $choices }.
console-not-offered = این الان جزو انتخاب‌های شما نیست: { $choices }.
console-words-verbs = شرط=bet افزایش=raise همراهی=call کال=call چک=check فولد=fold واگذار=fold آل‌این=all_in نگاه=glance تعویض=swap لنگر=anchor سپر=shield نگه‌داشتن=hold قفل=lock
console-words-help = راهنما قوانین کمک
console-words-leave = ترک برخاستن نقد
console-words-yes = بله آره آری
console-play-again = یک مسابقهٔ دیگر بازی می‌کنید؟ (بله/نه)
console-reloaded = این مسابقه در پنجرهٔ دیگری جلو رفته است؛ وضعیت کنونی‌اش این است.
console-match-gone = این مسابقه تمام شده یا در پنجرهٔ دیگری بسته شده است.
console-opponent-unknown = بازیکن رایانه‌ای با نام «{ $name }» وجود ندارد. یکی از این‌ها را برگزینید: { $names }
settings-invalid = feltbot نمی‌تواند آغاز شود: { $problems }
poker-console-saved = جای شما ذخیره شد. برای ادامه، دوباره «feltbot play --game { $game }» را اجرا کنید.
poker-console-resumed = به میز { $mode } خود برگشتید (دست { $hand }).
# $powers: yes at a Naiko table (its powers are typed too).
poker-console-choose = با شماره انتخاب کنید یا حرکت را بنویسید («raise 60»، «call»{ $powers ->
        [yes] ، «glance»، «swap 1»، «anchor 2»
       *[no] {""}
    })؛ «راهنما» قوانین را نشان می‌دهد، «ترک» ژتون‌ها را نقد می‌کند و «q» ذخیره می‌کند و خارج می‌شود.
poker-console-left = میز را ترک کردید. موجودی: { $balance } ژتون. برای نشستن دوباره «feltbot play --game { $game }» را اجرا کنید.
poker-event-show-hand = { $name } کارت‌های { $cards } را نشان داد: { $hand }.
poker-event-win-hand = { $name } با { $hand } { $amount } برد.
poker-event-win-hand-side = { $name } با { $hand } { $amount } از پات فرعی { $pot } برد.
hand-royal-flush = رویال فلاش
hand-straight-flush = استریت فلاش
hand-four-of-a-kind = چهار کارت هم‌ارزش
hand-full-house = فول هاوس
hand-flush = فلاش
hand-straight = استریت
hand-three-of-a-kind = سه کارت هم‌ارزش
hand-two-pair = دو جفت
hand-one-pair = یک جفت
hand-high-card = کارت بالا
poker-event-you-post = شما بلایند { $amount } را گذاشتید.
poker-event-you-check = شما چک کردید.
poker-event-you-call = شما کال کردید ({ $amount }).
poker-event-you-bet = شما { $amount } شرط بستید.
poker-event-you-raise = شما شرط را به { $amount } رساندید.
poker-event-you-all-in = شما آل‌این کردید ({ $amount }).
poker-event-you-fold = شما فولد کردید.
poker-event-you-show = شما کارت‌های { $cards } را نشان دادید.
poker-event-you-show-hand = شما کارت‌های { $cards } را نشان دادید: { $hand }.
poker-event-you-win = شما { $amount } بردید.
poker-event-you-win-hand = شما با { $hand } { $amount } بردید.
poker-event-you-return = { $amount } به شما برگشت (کال نشد).
poker-event-you-sit = شما با { $chips } ژتون نشستید.
poker-event-you-rebuy = شما دوباره با { $chips } ژتون وارد شدید.
poker-event-you-left = شما با { $chips } ژتون میز را ترک کردید.
poker-event-you-timeout = وقت شما تمام شد.
poker-event-you-sit-out = شما در استراحت هستید.
poker-event-you-sit-in = شما برگشتید.
poker-event-you-leaving = شما پس از این دست میز را ترک می‌کنید.
naiko-event-power = { $name } از { $power } استفاده کرد ({ $sparks }).
naiko-event-you-power = شما از { $power } استفاده کردید ({ $sparks }).
naiko-event-anchor = { $form ->
    [you] شما با لنگر کوچک روی { $target } لنگر انداختید ({ $sparks }).
    [at-you] { $name } با لنگر کوچک روی شما لنگر انداخت ({ $sparks }): در این دور حداکثر به اندازهٔ پات می‌توانید افزایش دهید، مگر با سپر مُهر پاسخ دهید.
   *[other] { $name } با لنگر کوچک روی { $target } لنگر انداخت ({ $sparks }).
}
naiko-event-shield = { $form ->
    [you] شما لنگر کوچکِ { $target } را با سپر مُهر دفع کردید ({ $sparks }).
    [at-you] { $name } لنگر کوچک شما را با سپر مُهر دفع کرد.
   *[other] { $name } لنگر کوچکِ { $target } را با سپر مُهر دفع کرد ({ $sparks }).
}
naiko-event-decline = { $form ->
    [you] شما لنگر کوچکِ { $target } را پذیرفتید: در این دور حداکثر به اندازهٔ پات می‌توانید افزایش دهید.
    [at-you] { $name } لنگر کوچک شما را پذیرفت.
   *[other] { $name } لنگر کوچکِ { $target } را پذیرفت.
}
naiko-power-line = · { $power } به بهای { $sparks }: { $effect }
naiko-power-effect-glance = کارت بعدیِ مرحلهٔ بعد را پنهانی ببینید (نه در ریور).
naiko-power-effect-swap = پیش از فلاپ و پیش از نخستین حرکت‌تان یکی از کارت‌هایتان را کنار بگذارید («swap 1» یا «swap 2» بنویسید) و کارت بعدی دسته را بگیرید.
naiko-power-effect-anchor = حریفی که در این دور هنوز حرکت نکرده («anchor» و شمارهٔ جایگاه را بنویسید) تا پایان دور حداکثر به اندازهٔ پات می‌تواند افزایش دهد.
naiko-power-effect-shield = به لنگری که روی شما انداخته شده در مهلتش پاسخ دهید تا باطل شود.
# The viewer is the anchor's target (NK-6.4).
poker-anchor-window-you = { $by } روی شما لنگر انداخت: ظرف { $seconds } ثانیه با سپر مُهر پاسخ دهید یا بگذارید بگذرد.
# A console answer typed after its timer ran out (Seal shield's window, NK-6.4).
poker-console-too-late = دیر شد: زمان این پاسخ تمام شد و میز بدون آن ادامه داد.
# A second terminal at the same console table.
poker-console-reloaded = این میز در پنجرهٔ دیگری جلو رفته است؛ وضعیت کنونی‌اش این است.

## Table pictures (short notes on a seat's plate)

picture-folded = کنار کشید
picture-all-in = همه‌چیز
picture-sitting-out = بیرون نشسته
picture-waiting = منتظر دست بعد
picture-signal = { $up } بالا · { $down } پایین
picture-locked = قفل شد
picture-stake = شرط { $amount }
picture-won = { $amount } برد

## Hand replays (/hand, the console's "hand")

replay-title = دست { $hand } در میز { $table }، همان‌طور که سر میز دیده شد:
replay-dealt = صندلی { $seat }: { $name }
replay-street = { $street ->
    [flop] فلاپ
    [turn] ترن
   *[river] ریور
}: { $cards }
replay-win = { $name } { $amount } از { $pot ->
    [0] پات اصلی
   *[other] پات فرعی { $pot }
} برد.
# /hand as a picture (pictures on): its title, each street's name and the pot after it.
replay-picture-title = دست { $hand }، میز { $table }
replay-picture-street = { $street ->
    [preflop] پیش از فلاپ
    [flop] فلاپ
    [turn] ترن
   *[river] ریور
}
replay-picture-pot = پات { $amount }
replay-not-found = دست تمام‌شده‌ای با این شماره در این میز نیست.
replay-usage = بنویسید «دست آخر» یا «دست» و شمارهٔ دست.
console-words-hand = دست بازپخش
console-words-last = آخر آخری قبلی

## Leaderboards and /stats (issue 21)

board-title = { $metric ->
    [chips] ژتون‌های بُرده سر میزها
    [hands] دست‌های بازی‌شده
    [pot] بزرگ‌ترین پات بُرده
    [updown] مسابقه‌های بُردهٔ بالا/پایین
    [tourneys] تورنمنت‌های بازی‌شده
    [firsts] تورنمنت‌های بُرده
    [cashes] رتبه‌های جایزه‌دار در تورنمنت‌ها
    [prizes] جایزه‌های بُرده در تورنمنت‌ها
   *[asnas] مسابقه‌های بُردهٔ آس‌ناس
} · { $period ->
    [week] ۷ روز گذشته
    [month] ۳۰ روز گذشته
   *[all] همهٔ زمان‌ها
}
board-row-chips = { $place }. { $name }: { $value } ژتون
board-row-hands = { $place }. { $name }: { $value } دست
board-row-wins = { $place }. { $name }: { $value } برد
board-row-tourneys = { $place }. { $name }: { $value } تورنمنت
board-row-cashes = { $place }. { $name }: { $value } رتبهٔ جایزه‌دار
board-empty = هنوز کسی در این جدول نیست.
board-page = صفحهٔ { $page } از { $pages }
board-button-previous = قبلی
board-button-next = بعدی
stats-chart-title = ژتون‌های { $name }

## game: tournaments (Sit & Go and Spin, NK-7.3, NK-7.4, NK-9)

tourney-kind-sitngo = سیت‌اند‌گو
tourney-kind-spin = اسپین
tourney-terms = { $kind }: { $seats } جایگاه، ورودی { $entry } ژتون، برای هر نفر { $stack } ژتون تورنمنت (این‌ها موجودی شما نیستند). بلایندها هر { $unit ->
    [hands] { $length } دست
   *[other] { $length } دقیقه
} بالا می‌روند.
tourney-prizes-1 = جایزه‌ها: { $p1 }.
tourney-prizes-2 = جایزه‌ها: { $p1 }، { $p2 }.
tourney-prizes-3 = جایزه‌ها: { $p1 }، { $p2 }، { $p3 }.
tourney-place-share = رتبهٔ { $place }: { $percent }٪
tourney-place-prize = رتبهٔ { $place }: { $prize } ژتون
tourney-spin-table-title = جایزهٔ کل برابر ورودی‌ها ضرب در ضریبی است که در آغاز قرعه کشیده می‌شود (احتمال از { $total }):
tourney-spin-row = · { $times }× — { $weight } از { $total }
tourney-spin-expected = ضریب مورد انتظار { $times }×: جایزهٔ کل مورد انتظار { $pool } ژتون.
tourney-spin-split = از ضریب ۱۰۰× به بالا رتبه‌های ۲ و ۳ هم جایزه می‌گیرند (۸۰/۱۰/۱۰)؛ پایین‌تر از آن برنده همه را می‌برد.
tourney-last-level = این آخرین سطح است
tourney-next-level = بعدی: بلایندها { $small } و { $big } تا { $when } دیگر
tourney-in-minutes = { $minutes } دقیقه و { $seconds } ثانیه
tourney-in-hands = { $count ->
    [one] { $count } دست
   *[other] { $count } دست
}
tourney-status = سطح { $level }: بلایندها { $small } و { $big } · { $next } · بازیکنان باقی‌مانده { $left } · میانگین ژتون { $average }
tourney-status-place = سطح { $level }: بلایندها { $small } و { $big } · { $next } · بازیکنان باقی‌مانده { $left } · میانگین ژتون { $average } · رتبهٔ شما { $place }
tourney-event-registered = { $name } ثبت‌نام کرد.
tourney-event-start = تورنمنت آغاز شد! جایزهٔ کل { $pool } ژتون{ $times ->
    [1] {""}
   *[other] {" "}(ضریب { $times }×)
}.
tourney-event-level = سطح { $level }: بلایندها اکنون { $small } و { $big } است.
tourney-event-eliminated = { $name } در رتبهٔ { $place } حذف شد{ $shared ->
    [1] {""}
   *[other] {" "}(مساوی با { $shared } بازیکن)
}{ $prize ->
    [0] .
   *[other] {" "}و { $prize } ژتون برد.
}
tourney-event-you-eliminated = شما در رتبهٔ { $place } حذف شدید{ $shared ->
    [1] {""}
   *[other] {" "}(مساوی با { $shared } بازیکن)
}{ $prize ->
    [0] .
   *[other] {" "}و { $prize } ژتون بردید.
}
tourney-event-winner = { $name } تورنمنت و { $prize } ژتون را برد!
tourney-event-you-winner = شما تورنمنت و { $prize } ژتون را بردید!
tourney-results-title = نتایج { $kind } (جایزهٔ کل { $pool } ژتون):
tourney-result = { $place }. { $name } — { $prize } ژتون{ $shared ->
    [1] {""}
   *[other] {" "}(تساوی { $shared } نفر)
}
tourney-result-you = { $place }. شما — { $prize } ژتون{ $shared ->
    [1] {""}
   *[other] {" "}(تساوی { $shared } نفر)
}
error-tournament-full = این تورنمنت پر است.
error-tournament-not-registered = شما در این تورنمنت ثبت‌نام نکرده‌اید.
error-tournament-started = تورنمنت آغاز شده است: ثبت‌نام و انصراف بسته است.
error-tournament-not-creator = فقط سازندهٔ تورنمنت می‌تواند آن را زودتر آغاز یا لغو کند.
error-tournament-no-standing = کسی تورنمنتِ در جریان را ترک نمی‌کند: در نبودِ شما هم به شما کارت داده می‌شود و برایتان چک یا فولد می‌شود.
error-tournament-registered = شما پیش‌تر ثبت‌نام کرده‌اید.
error-tournament-not-full = تورنمنت وقتی همهٔ جایگاه‌ها پر شود آغاز می‌شود.
error-tournament-nobody = هنوز کسی ثبت‌نام نکرده است.
tourney-console-welcome = خوش آمدید، { $name }! ورودی { $entry } ژتونی شما پرداخت شد؛ موجودی { $balance } ژتون. بازیکنان رایانه‌ای جایگاه‌های دیگر را پر می‌کنند.
tourney-console-resumed = { $kind } شما ادامه دارد (سطح { $level }).
tourney-console-saved = جای شما در تورنمنت محفوظ است. برای ادامه دوباره «feltbot play --game { $game }» را اجرا کنید.
tourney-console-no-chips = ورودی { $entry } ژتون است و موجودی شما { $balance }.
tourney-console-over = موجودی شما اکنون: { $balance } ژتون. برای تورنمنت تازه «feltbot play --game { $game }» را اجرا کنید.
tourney-rules = تورنمنت: همه با ژتون تورنمنتِ یکسان آغاز می‌کنند که موجودی شما نیست؛ بلایندها سطح به سطح بالا می‌روند؛ بازیکنی که ژتونش تمام شود حذف می‌شود و آخرین بازیکنِ باقی‌مانده برنده است. بازیکنانی که در یک دست حذف شوند بر پایهٔ ژتونشان در آغاز آن دست رتبه می‌گیرند. جایزه‌ها وقتی رتبه قطعی شد از ورودی‌ها پرداخت می‌شوند.
tourney-console-choose = با شماره انتخاب کنید یا حرکت را بنویسید («raise 60»، «call»)؛ «راهنما» قوانین را نشان می‌دهد، «دست آخر» آخرین دست تمام‌شده را بازپخش می‌کند و «q» ذخیره می‌کند و خارج می‌شود (تا برگردید چیزی تغییر نمی‌کند).
tourney-event-cancelled = تورنمنت لغو شد؛ همهٔ ورودی‌ها بازگردانده می‌شود.

# Telegram tournaments (issue 16): /sitngo, /spin, the lobby
tg-cmd-sitngo = تورنمنت سیت‌اند‌گو: ۲ تا ۹ صندلی، ورودیه، جایزه برای بهترین رتبه‌ها
tg-cmd-spin = اسپین: سه بازیکن، ضریب جایزه در شروع قرعه‌کشی می‌شود
chat-tourney-usage-sitngo = طرز استفاده: /sitngo [صندلی ۲ تا ۹] [ورودیه]، مثلاً /sitngo 6 100
chat-tourney-usage-spin = طرز استفاده: /spin [ورودیه]، مثلاً /spin 100
chat-tourney-lobby-open = یک تورنمنت از همین نوع در این گروه برای ثبت‌نام باز است: همان‌جا ثبت‌نام کنید.
chat-tourney-registered = { $count ->
    [0] هنوز کسی ثبت‌نام نکرده است ({ $seats } صندلی).
   *[other] ثبت‌نام‌شده‌ها { $count } از { $seats }: { $names }
}
chat-tourney-register = ثبت‌نام ({ $entry } ژتون)
chat-tourney-unregister = لغو ثبت‌نام
chat-tourney-start = شروع (BOTها صندلی‌های خالی را پر می‌کنند)
chat-tourney-cancel = لغو تورنمنت
chat-tourney-gone = این تورنمنت دیگر باز نیست.
chat-tourney-moving = این تورنمنت در حال رفتن به فرایند دیگری از ربات است. چند ثانیه دیگر دوباره بزنید.
chat-tourney-registered-you = ثبت‌نام شدید: { $entry } ژتون از موجودی شما برداشته شد.
chat-tourney-refunded = ثبت‌نام شما لغو شد: { $entry } ژتون شما برگشت.
chat-tourney-leave-lobby = شما در لابی تورنمنت این کانال ثبت‌نام کرده‌اید: برای خروج، آنجا «لغو ثبت‌نام» را بزنید (ورودی‌تان برمی‌گردد).
chat-tourney-place = تورنمنت: شما در رتبهٔ { $place } از { $left } هستید.

# Discord tournaments (issue 16): /tournament sitngo|spin|list|leave
discord-cmd-tournament = تورنمنت
    .desc = تورنمنت‌ها: سیت‌اند‌گو و اسپین
discord-cmd-sitngo = سیت-اند-گو
    .desc = لابی سیت‌اند‌گو باز کنید: ۲ تا ۹ صندلی، جایزه برای بهترین رتبه‌ها
discord-cmd-spin = اسپین
    .desc = لابی اسپین باز کنید: سه بازیکن، ضریب جایزه در شروع قرعه‌کشی می‌شود
discord-cmd-list = فهرست
    .desc = تورنمنت‌هایی که در این کانال برای ثبت‌نام باز هستند
discord-cmd-tourney-leave = ترک
    .desc = پیش از شروع ثبت‌نامتان را لغو کنید؛ ورودیه‌تان برمی‌گردد
discord-opt-entry = ورودیه
    .desc = ورودیه به ژتون (۰: تورنمنت رایگان)
chat-tourney-list-row = { $kind }: { $count } از { $seats } ثبت‌نام‌شده، ورودیه { $entry } ژتون
chat-tourney-list-empty = اینجا هیچ تورنمنتی برای ثبت‌نام باز نیست.

## Chat commands of issue 21 (/hand)

replay-usage-chat = برای آخرین دست تازه‌ترین میز اینجا (باز یا بسته) بنویسید ‎/hand last‎، یا ‎/hand‎ و شمارهٔ دست (دست‌ها در هر میز جداگانه شماره می‌خورند: تازه‌ترین میزی که آن شماره را دارد نشان داده می‌شود).
tg-cmd-hand = بازپخش یک دست تمام‌شدهٔ پوکر در این گروه
discord-cmd-hand = دست
    .desc = بازپخش یک دست تمام‌شدهٔ پوکر در این کانال
discord-opt-hand = کدام
    .desc = شمارهٔ دست در تازه‌ترین میز، یا "last"

## Chat commands of issue 21 (/leaderboard)

board-usage-chat = بنویسید /leaderboard و یکی از week، month یا all، و chips، hands، pot، updown، asnas، tourneys، firsts، cashes یا prizes.
tg-cmd-leaderboard = چه کسی این هفته، این ماه یا در همهٔ زمان‌ها در این گروه جلوتر است
discord-cmd-leaderboard = جدول-امتیاز
    .desc = چه کسی این هفته، این ماه یا در همهٔ زمان‌ها در این سرور جلوتر است
discord-opt-period = بازه
    .desc = ۷ روز گذشته، ۳۰ روز گذشته یا همهٔ زمان‌ها
discord-opt-metric = جدول
    .desc = آنچه جدول می‌شمارد
board-period-week = ۷ روز گذشته
board-period-month = ۳۰ روز گذشته
board-period-all = همهٔ زمان‌ها
board-metric-chips = ژتون‌های برده
board-metric-hands = دست‌های بازی‌شده
board-metric-pot = بزرگ‌ترین پات
board-metric-updown = بردهای بالا/پایین
board-metric-asnas = بردهای آس‌ناس
board-metric-tourneys = تورنمنت‌های بازی‌شده
board-metric-firsts = تورنمنت‌های برده
board-metric-cashes = رتبه‌های جایزه‌دار
board-metric-prizes = جایزه‌های تورنمنت

## Table pictures: a seat's name as the channel shows it (a name already written out)

picture-name = { $name }

## Chat commands of issue 21 (/pictures: tables as pictures per community, by an admin)

tg-cmd-pictures = میزهای این گروه را به صورت تصویر یا متن نشان دهید (مدیران)
pictures-usage-chat = بنویسید ‎/pictures on‎ یا ‎/pictures off‎.
pictures-on = از نمایش بعدی، میزهای اینجا به صورت تصویر کشیده می‌شوند.
pictures-off = از نمایش بعدی، میزهای اینجا فقط به صورت متن نشان داده می‌شوند.
discord-cmd-pictures = تصاویر
    .desc = میزهای این سرور را به صورت تصویر یا متن نشان دهید (مدیریت سرور)
discord-opt-pictures = وضعیت
    .desc = روشن: تصویر؛ خاموش: فقط متن
pictures-choice-on = روشن
pictures-choice-off = خاموش

# Match games in a chat (Up/Down; the buttons of every match game), the same on every platform.
chat-ud-title = 🃏 بالا/پایین · دست { $deal }
chat-ud-signal = { $up } بالا · { $down } پایین
chat-ud-locked = کارت قفل شد
chat-ud-choosing = در حال انتخاب کارت
chat-ud-in-round = شرط این دور { $amount }
chat-ud-did-all-in = { $name } همهٔ ژتون‌هایش را گذاشت: { $amount }.
chat-ud-did-bet = { $name } { $amount } شرط بست.
chat-ud-did-call = { $name } با { $amount } کال کرد.
chat-ud-did-check = { $name } چک کرد.
chat-ud-did-fold = { $name } فولد کرد.
chat-ud-did-raise = { $name } تا { $amount } افزایش داد.
chat-ud-did-returned = { $amount } به { $name } بازگردانده شد.
chat-ud-result-fold = دست { $deal }: { $name } فولد کرد؛ { $winner } پات { $amount } را برد.
chat-ud-result-split = دست { $deal }: کارت‌ها برابر بودند و پات { $amount } تقسیم شد.
chat-ud-result-won = دست { $deal }: { $name } پات { $amount } را برد.
chat-ud-revealed = کارت‌های قفل‌شده: { $first } در برابر { $second }
chat-ud-match-over = { $name } مسابقه را برد!
chat-ud-hand = دست { $deal } · کارت‌های شما: { $cards }
chat-ud-hand-locked = شما { $card } را قفل کردید.
chat-ud-no-cards = اکنون در این مسابقه کارتی ندارید.
chat-lock-slot = قفل کردن کارت { $slot }
chat-preset-min = حداقل { $amount }
chat-preset-half-pot = نصف پات: { $amount }
chat-preset-pot = پات: { $amount }
chat-preset-all-in = همه‌چیز { $amount }
chat-other-amount = مبلغ دیگر
chat-my-cards = کارت‌های من
chat-cancelled = بازی لغو شد و شرط‌ها بازگردانده شدند.
chat-cancel-tournament = تورنمنت را پیش از شروع با دکمهٔ «لغو تورنمنت» در لابی‌اش لغو می‌کنند؛ وقتی شروع شد، تا پایان بازی می‌شود.

# Poker tables in a chat, the same on every platform.
poker-back-button = برگشتم

## تورنمنت‌های زمان‌بندی‌شدهٔ چندمیزی (NK-7.5, NK-9)

error-mtt-entries-closed = ورود بسته است: ثبت‌نام دیرهنگام و ورود دوباره تمام شده است.
error-mtt-still-in = هنوز در تورنمنت هستید: فقط پس از حذف می‌توانید دوباره وارد شوید.
error-mtt-closed = این تورنمنت دیگر در جریان نیست.
error-mtt-not-started = تورنمنت هنوز شروع نشده است: به‌جای آن ثبت‌نام کنید.
error-mtt-below-minimum = برای شروع این تورنمنت بازیکنان ثبت‌نام‌شده بسیار کم‌اند.
error-mtt-not-admin = اینجا فقط مدیر می‌تواند تورنمنت برنامه‌ریزی کند.
error-mtt-start-past = زمان شروع گذشته است: زمان دیرتری انتخاب کنید.
mtt-terms = تورنمنت زمان‌بندی‌شده، { $mode }: ورودی { $entry } ژتون، برای هر نفر { $stack } ژتون تورنمنت (موجودی شما نیست)، میزهای { $size } نفره، دست‌کم { $minimum } بازیکن. شروع: { $start }.
mtt-terms-blinds-minutes = بلایندها هر { $length } دقیقه بالا می‌روند.
mtt-terms-blinds-hands = بلایندها هر { $length } دست بالا می‌روند.
mtt-terms-paid = حدود ۱۵٪ شرکت‌کنندگان جایزه می‌گیرند؛ جدول جوایز با بسته‌شدن ثبت‌نام از روی تعداد ورودی‌ها تعیین می‌شود.
mtt-terms-late = ثبت‌نام دیرهنگام تا پایان سطح { $level }، با ژتون کامل شروع.
mtt-terms-reentry = پس از حذف تا پایان سطح { $level } می‌توانید دوباره وارد شوید؛ هر ورود به جایزه افزوده می‌شود.
mtt-countdown = شروع تا { $hours } ساعت و { $minutes } دقیقهٔ دیگر.
mtt-prizes-title = جوایز برای { $entries } ورودی (جایزهٔ کل { $pool } ژتون، { $paid } رتبهٔ برنده):
mtt-prize-range = رتبه‌های { $first } تا { $last }: هر نفر { $prize } ژتون
mtt-summary = سطح { $level } (بلایندها { $small } و { $big }) · بازیکنان باقی‌مانده { $left } · میانگین ژتون { $average } · جایزهٔ کل { $pool } ژتون · میزها { $tables }
mtt-summary-hand-for-hand = دست‌به‌دست: هر میز یک دست بازی می‌کند و منتظر بقیه می‌ماند.
mtt-summary-table = میز { $table }: { $players } بازیکن، دست { $hand }، بیشترین ژتون { $largest }
mtt-summary-table-you = میز { $table } (میز شما): { $players } بازیکن، دست { $hand }، بیشترین ژتون { $largest }
mtt-summary-more-tables = … و { $count } میز دیگر
mtt-event-started = تورنمنت شروع شد: { $entries } ورودی روی { $tables } میز، جایزهٔ کل { $pool } ژتون.
mtt-event-field-final = ثبت‌نام بسته شد: { $entries } ورودی، جایزهٔ کل { $pool } ژتون، { $paid } رتبهٔ برنده.
mtt-event-moved-you = متعادل‌سازی: از دست بعد به میز { $table }، صندلی { $seat } می‌روید.
mtt-event-moved-in = { $name } از میز { $from } به این میز می‌آید.
mtt-event-moved-out = { $name } به میز { $to } می‌رود.
mtt-event-broken = میز { $table } جمع می‌شود: بازیکنانش با قرعه روی میزهای دیگر می‌نشینند.
mtt-event-final-table = میز نهایی روی میز { $table } تشکیل می‌شود.
mtt-event-hand-for-hand = دست‌به‌دست: { $left } بازیکن مانده و نفر بعدیِ حذف‌شده بی‌جایزه می‌ماند. هر میز یک دست بازی می‌کند و منتظر بقیه می‌ماند.
mtt-event-hand-for-hand-over = دست‌به‌دست تمام شد: همهٔ باقی‌ماندگان جایزه می‌گیرند.
mtt-event-late-entry = { $name } با تأخیر در میز { $table } وارد می‌شود؛ جایزهٔ کل اکنون { $pool } ژتون است.
mtt-event-re-entry = { $name } دوباره در میز { $table } وارد می‌شود؛ جایزهٔ کل اکنون { $pool } ژتون است.
mtt-event-busted = ژتون‌های { $name } تمام شد.
mtt-event-out-pending = { $name } حذف شد؛ رتبه با بسته‌شدن ثبت‌نام قطعی می‌شود.
mtt-event-cancelled-minimum = تورنمنت لغو شد: کمتر از { $minimum } بازیکن ثبت‌نام کردند. همهٔ ورودی‌ها بازگردانده می‌شود.
mtt-event-over = تورنمنت تمام شد: { $winner } برنده است.
mtt-console-welcome = خوش آمدید، { $name }! ورودی { $entry } ژتونی شما پرداخت شد؛ موجودی { $balance } ژتون. بازیکنان رایانه‌ای بقیهٔ جاها را پر می‌کنند.
mtt-console-resumed = تورنمنت شما ادامه دارد: سطح { $level }، { $left } بازیکن باقی‌مانده.
mtt-console-choose = با شماره انتخاب کنید یا حرکت را بنویسید (“raise 60”، “call”)؛ “tables” همهٔ میزها را نشان می‌دهد، “help” قوانین را، “q” ذخیره و خروج.
mtt-console-saved = جای شما در تورنمنت حفظ می‌شود. برای ادامه دوباره “feltbot play --game mtt” را اجرا کنید.
mtt-console-waiting = در انتظار میزهای دیگر…
mtt-console-out = حذف شدید. تورنمنت بدون شما ادامه دارد:
mtt-console-reentry = شما حذف شدید و ورود دوباره هنوز باز است: با { $entry } ژتون دوباره وارد می‌شوید (موجودی { $balance })؟ (بله/نه)
mtt-console-reentry-short = ورود دوباره { $entry } ژتون هزینه دارد و موجودی شما { $balance } است: نمی‌توانید دوباره وارد شوید.
mtt-console-reentered = با ژتون کامل آغاز دوباره در بازی هستید؛ موجودی { $balance } ژتون.
mtt-console-over = موجودی شما اکنون: { $balance } ژتون. برای تورنمنت تازه «feltbot play --game mtt» را اجرا کنید.
mtt-rules = تورنمنت زمان‌بندی‌شده: همه با ژتون تورنمنتِ برابر شروع می‌کنند که موجودی شما نیست؛ بلایندها با هر سطح بالا می‌روند. پس از هر دست میزها در فاصلهٔ یک یا دو بازیکن از هم نگه داشته می‌شوند: بازیکنی که بلایند بزرگ بعدی را می‌دهد به میز کم‌جمعیت می‌رود. هر وقت میزهای دیگر جا داشته باشند، یک میز جمع می‌شود. نزدیک جایزه همهٔ میزها دست‌به‌دست بازی می‌کنند. حدود ۱۵٪ شرکت‌کنندگان جایزه می‌گیرند.
mtt-kind = تورنمنت زمان‌بندی‌شده
console-words-tables = tables میزها

## چالش‌ها، در همهٔ گفتگوها یکسان (bot/frontend/challenges.py)
chat-challenge = { $challenger } بازیکن { $opponent } را به بازی بالا/پایین دعوت می‌کند. هر بازیکن { $stake } ژتون می‌آورد.
chat-accept = پذیرفتن
chat-decline = رد کردن
chat-challenge-self = نمی‌توانید خودتان را به چالش بطلبید.
chat-challenge-open = میان { $challenger } و { $opponent } از پیش یک چالش باز هست: اول آن را بپذیرید یا رد کنید.
chat-already-playing = { $name } هم‌اکنون یک بازی بالا/پایین در اینجا دارد. اول آن را تمام کنید.
chat-challenge-declined = { $opponent } چالش را رد کرد.
chat-challenge-not-for-you = این چالش برای { $name } است.
chat-challenge-expired = مهلت این چالش تمام شده است. برای به چالش طلبیدن کسی دوباره /updown را بفرستید.
chat-challenger-short = { $name } دیگر { $stake } ژتونی را که این مسابقه لازم دارد ندارد: چالش لغو شد.

## مسابقه‌های زمان‌بندی‌شده در گفتگو (bot/frontend/mtt.py)
mtt-chat-registered = ثبت‌نام‌شده‌ها: { $count } ({ $names })
mtt-chat-more = { $count } نفر دیگر
mtt-chat-registered-none = ثبت‌نام‌شده‌ها: { $count }
mtt-chat-my-table = میز من
mtt-chat-no-table = اکنون در این مسابقه صندلی ندارید.
mtt-thread-name = { $tournament } · میز { $table }
mtt-thread-unnamed = مسابقهٔ { $id }
mtt-chat-your-table = میز شما: { $place }
mtt-chat-cancelled = مسابقه لغو شد؛ همهٔ ورودی‌ها بازگردانده شدند.
mtt-chat-reminder = یک مسابقهٔ زمان‌بندی‌شده { $minutes } دقیقهٔ دیگر با { $count } ورودی تا اکنون شروع می‌شود: برای بازی روی ثبت‌نام در پیام آن بزنید.
mtt-chat-list-row = { $name }: { $count } ورودی، شروع { $start }
mtt-chat-list-running = { $name }: در جریان، { $left } بازیکن مانده
mtt-chat-list-empty = اینجا مسابقهٔ زمان‌بندی‌شده‌ای نیست.
tg-cmd-mtt = مسابقهٔ چندمیزی زمان‌بندی‌شده: یکی بسازید (مدیران) یا فهرستشان را ببینید
mtt-chat-usage-telegram = کاربرد: /mtt <دقیقه> [ورودی] [بازیکنان رایانه‌ای] [holdem|omaha|naiko] مسابقه‌ای را برای آن تعداد دقیقهٔ بعد زمان‌بندی می‌کند (مدیران گروه)؛ /mtt list مسابقه‌های این گروه را نشان می‌دهد. شرایط دیگر به شکل نام=عدد: stack= (ژتون آغازین، ۵٬۰۰۰)، seats= (صندلی هر میز، ۹)، min= (کمترین بازیکن، ۲)، level= (دقیقهٔ هر سطح بلایند، ۱۰)، late= و reentry= (تا پایان آن سطح؛ ۰: هیچ).
discord-cmd-schedule = زمان‌بندی
    .desc = یک مسابقهٔ چندمیزی را اینجا زمان‌بندی کنید (مدیریت سرور)
discord-opt-minutes = دقیقه
    .desc = دقیقه‌ها از اکنون تا شروع
discord-opt-mtt-bots = ربات‌ها
    .desc = بازیکنان رایانه‌ای که بی‌درنگ وارد می‌شوند
discord-opt-stack = ژتون
    .desc = ژتون آغازین مسابقه برای هر بازیکن (پیش‌فرض ۵٬۰۰۰)
discord-opt-minimum = حداقل
    .desc = کمترین تعداد بازیکن برای شروع (پیش‌فرض ۲)؛ کمتر از آن، لغو و بازپرداخت می‌شود
discord-opt-level = سطح
    .desc = دقیقه‌های هر سطح بلایند (پیش‌فرض ۱۰)
discord-opt-late = دیرهنگام
    .desc = ثبت‌نام دیرهنگام تا پایان این سطح (۰: هیچ)
discord-opt-reentry = ورود-دوباره
    .desc = ورود دوباره پس از حذف تا پایان این سطح (۰: هیچ)
mtt-chat-bad-terms = یک مسابقه دست‌کم { $stack } ژتون آغازین، { $seats_min } تا { $seats_max } صندلی در هر میز، ۲ تا { $players } بازیکن، سطح‌های بلایند ۱ تا { $minutes } دقیقه‌ای، و ثبت‌نام دیرهنگام یا ورود دوباره حداکثر تا سطح { $levels } لازم دارد.
