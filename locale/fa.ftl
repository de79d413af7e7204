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
