### feltbot — हिन्दी संदेश. Message ids and variables: see en.ftl.
### CLDR plurals for hi: [one] is 0 and 1, [other] the rest.

## Errors

error-not-your-turn = अभी आपकी बारी नहीं है।
error-stale-command = यह बटन पुराना हो चुका है।
error-duplicate-command = यह चाल पहले ही चली जा चुकी है।
error-not-seated = आप इस टेबल पर नहीं बैठे हैं।
error-amount-not-a-number = कृपया चिप्स की पूरी संख्या लिखें।
error-amount-out-of-range = { $min } से { $max } तक की राशि लिखें।
error-illegal-action = यह चाल अभी मान्य नहीं है।
error-insufficient-balance = पर्याप्त चिप्स नहीं हैं: आपका बैलेंस { $balance } है।
error-refill-not-broke = रीफ़िल तभी मिलता है जब आपका बैलेंस शून्य हो।
error-refill-cooldown = आप { $minutes } मिनट बाद फिर से रीफ़िल कर सकते हैं।
error-internal = माफ़ कीजिए, कुछ गड़बड़ हो गई। टेबल सुरक्षित है; कृपया फिर से कोशिश करें।

## Chips

balance = { $amount ->
    [one] आपका बैलेंस: { $amount } चिप
   *[other] आपका बैलेंस: { $amount } चिप्स
}
grant-received = { $amount ->
    [one] स्वागत है! आपको { $amount } चिप मिली।
   *[other] स्वागत है! आपको { $amount } चिप्स मिलीं।
}
refill-received = { $amount ->
    [one] आपको { $amount } चिप मिली।
   *[other] आपको { $amount } चिप्स मिलीं।
}

## Actions

action-check = चेक
action-bet = दाँव
action-call = कॉल
action-raise = बढ़ाएँ
action-fold = फ़ोल्ड
action-all-in = ऑल-इन
action-lock = लॉक करें
action-call-amount = { $amount } कॉल करें
action-bet-amount = { $amount } का दाँव
action-raise-to = { $amount } तक बढ़ाएँ

## Table

your-turn = आपकी बारी है।
turn-of = बारी: { $name }
pot = पॉट: { $amount }
stack = स्टैक: { $amount }
seat-bot = { $name } (बॉट)

## Match

match-won = आप मैच जीत गए!
match-lost = आप मैच हार गए।

## Settings

language-name = हिन्दी
language-set = भाषा हिन्दी पर सेट हो गई।
