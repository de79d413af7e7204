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
error-refill-not-broke = रीफ़िल तभी मिलता है जब आपके पास कोई चिप न बचे: न बैलेंस में, न किसी टेबल पर, न किसी मैच में।
error-refill-cooldown = आप { $minutes } मिनट बाद फिर से रीफ़िल कर सकते हैं।
error-internal = माफ़ कीजिए, कुछ गड़बड़ हो गई। टेबल सुरक्षित है; कृपया फिर से कोशिश करें।

error-no-betting-now = अभी दाँव लगाने का समय नहीं है।
error-fold-when-check = आप मुफ़्त में चेक कर सकते हैं; फ़ोल्ड करने की ज़रूरत नहीं है।
error-cannot-check = आप चेक नहीं कर सकते: कॉल के लिए { $to_call } चाहिए।
error-nothing-to-call = कॉल करने के लिए कुछ नहीं है।
error-raise-not-allowed = अभी आप दाँव नहीं बढ़ा सकते।
error-bet-or-raise = { $verb ->
    [bet] दाँव पहले से लगा है: बढ़ाएँ।
   *[other] अभी किसी ने दाँव नहीं लगाया: दाँव लगाएँ।
}
error-unknown-action = इस खेल में ऐसी कोई चाल नहीं है।

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

## Discord (adapters/discord): स्लैश कमांड, बटन और सूचनाएँ

discord-cmd-updown = ऊपर-नीचे
    .desc = ऊपर/नीचे खेलें: एक पत्ता उल्टा लॉक करें और उस पर दाँव लगाएँ
discord-cmd-challenge = चुनौती
    .desc = इस सर्वर के किसी सदस्य को मैच की चुनौती दें
discord-opt-opponent = विरोधी
    .desc = वह सदस्य जिसे आप चुनौती दे रहे हैं
discord-cmd-bot = बॉट
    .desc = कंप्यूटर के विरुद्ध एक मैच खेलें
discord-cmd-rules = नियम
    .desc = किसी खेल के नियम दिखाएँ
discord-opt-game = खेल
    .desc = कौन-सा खेल
discord-cmd-balance = बैलेंस
    .desc = इस सर्वर में अपने चिप्स देखें
discord-cmd-language = भाषा
    .desc = वह भाषा चुनें जिसमें बॉट आपसे बात करे
discord-opt-language = भाषा
    .desc = आपकी भाषा
discord-opt-server = सर्वर
    .desc = पूरे सर्वर के लिए सार्वजनिक टेबल की भाषा तय करें (सर्वर प्रबंधन)
discord-cmd-cancel = रद्द
    .desc = इस चैनल में अटका हुआ खेल ख़त्म करें और दाँव लौटाएँ
discord-amount-title = अपनी राशि चुनें
discord-amount-label = { $min } से { $max } तक की राशि
discord-challenge-bot = कंप्यूटर के विरुद्ध खेल बॉट कमांड से शुरू होता है, उसे चुनौती नहीं दी जाती।
discord-cards-by-dm = आपके पत्ते आपके निजी संदेशों में हैं।
discord-dm-closed = { $name }, मैं आपको निजी संदेश नहीं भेज सकता। अपने पत्ते देखने के लिए टेबल पर “मेरे पत्ते” दबाएँ।
discord-cancel-not-allowed = यह खेल केवल मेज़बान या सर्वर प्रबंधन अनुमति वाला सदस्य रद्द कर सकता है।
discord-server-language-set = इस सर्वर की टेबल की भाषा अब हिन्दी है।
discord-needs-manage-server = इसे केवल सर्वर प्रबंधन अनुमति वाला सदस्य बदल सकता है।
discord-deadline = समय { $time } समाप्त होगा
discord-cannot-post = मैं इस चैनल में संदेश नहीं भेज सकता। कृपया मुझे चैनल देखने और संदेश भेजने की अनुमति दें, फिर दोबारा कोशिश करें।
discord-option-unknown-member = मुझे यह सदस्य इस सर्वर में नहीं मिला: किसी ऐसे को चुनें जो यहाँ है।
discord-option-invalid = मैं एक विकल्प नहीं पढ़ सका: कृपया उसे फिर से चुनें।
discord-guild-only = खेल सर्वर के किसी चैनल में खेले जाते हैं, सीधे संदेशों में नहीं।

## Telegram adapter (adapters/telegram)

error-invalid-button = यह बटन मान्य नहीं है।
tg-cmd-updown = अप/डाउन खेलें: किसी के संदेश का जवाब देकर या उसका उल्लेख करके चुनौती दें, या मुझसे खेलें
tg-cmd-balance = इस समूह में आपके चिप्स
tg-cmd-rules = किसी खेल के नियम
tg-cmd-language = अपनी भाषा चुनें (समूह में: टेबल की भाषा)
tg-cmd-cancel = अटका हुआ खेल समाप्त करें; दाँव लौटा दिए जाते हैं
tg-cmd-help = इस बॉट के साथ कैसे खेलें
tg-cmd-start = निजी चैट शुरू करें ताकि मैं आपको आपके पत्ते भेज सकूँ
tg-welcome = नमस्ते, { $name }! आपके निजी पत्ते इसी चैट में आएँगे। मुझे किसी समूह में जोड़ें और खेलने के लिए वहाँ /updown भेजें।
tg-help =
    मैं समूहों में आभासी चिप्स के साथ अप/डाउन खिलाता हूँ।
    /updown: किसी के संदेश का जवाब दें (या उसका उल्लेख करें) ताकि उसे चुनौती दी जा सके; अकेले भेजने पर मेरे विरुद्ध मैच शुरू होता है।
    /balance: इस समूह में आपके चिप्स।
    /rules updown: खेल कैसे खेला जाता है।
    /language: आपकी भाषा; समूह में एडमिन टेबल की भाषा चुनते हैं।
    /cancel: मेज़बान या समूह का एडमिन अटका हुआ खेल समाप्त करता है और दाँव लौटा दिए जाते हैं।
    मुझसे निजी चैट खोलें ताकि मैं आपको आपके पत्ते भेज सकूँ; नहीं तो टेबल पर “मेरे पत्ते” दबाएँ।
rules-updown =
    अप/डाउन: दो खिलाड़ी, हर एक के पास 20 चिप्स, हर डील से पहले 1 चिप का एंटी।
    हर खिलाड़ी के पास दो पत्ते होते हैं। 8, 9, 10, J, Q, K और A अप हैं; 2 से 7 डाउन हैं। सभी देखते हैं कि हर खिलाड़ी के पास कितने अप और कितने डाउन पत्ते हैं, पर यह नहीं कि कौन-सा पत्ता कौन-सा है।
    हर खिलाड़ी अपने दो में से एक पत्ता उल्टा लॉक करता है, फिर दाँव का एक दौर होता है: चेक या बेट; बेट के सामने कॉल, रेज़ या फ़ोल्ड। कोई सीमा नहीं: आप अपने पूरे स्टैक तक दाँव लगा सकते हैं।
    लॉक किए पत्तों की तुलना होती है: ऊँचा पत्ता पॉट जीतता है, सिवाय इसके कि 2 इक्के को हराता है। बराबर पत्ते पॉट बाँटते हैं।
    दूसरा पत्ता अगली डील के लिए आपके पास रहता है और आप एक नया पत्ता लेते हैं। जब किसी खिलाड़ी के पास एंटी के लिए चिप्स नहीं बचते, मैच समाप्त हो जाता है।
rules-unknown = मैं वह खेल नहीं जानता। खेल: { $games }
tg-balance-per-group = चिप्स हर समूह के अलग होते हैं: समूह में /balance भेजें।
tg-admin-only = यह केवल समूह का एडमिन कर सकता है।
tg-language-choose = भाषा चुनें:
tg-group-only = खेल समूहों में खेले जाते हैं: मुझे किसी समूह में जोड़ें और वहाँ /updown भेजें।
tg-post-as-yourself = खेलने के लिए आपका अपना खाता चाहिए: गुमनाम एडमिन और चैनल सीट नहीं ले सकते। कमांड फिर से अपने नाम से भेजें ("गुमनाम रहें" बंद करें, या भेजने के लिए अपना नाम चुनें)।
tg-polling-webhook-set = शुरू नहीं हुआ: इस बॉट का Telegram वेबहुक सेट है ({ $url }), और लॉन्ग पोलिंग उसे हटा देगी, जिससे हर वेबहुक वर्कर के अपडेट रुक जाएँगे। वेबहुक वर्कर के रूप में चलाने के लिए TELEGRAM_WEBHOOK_URL सेट करें, या बॉट को वापस पोलिंग पर लाने के लिए TELEGRAM_POLLING_TAKES_OVER=true रखें।
tg-challenge-whom = मैं समझ नहीं पाया कि आप किसकी बात कर रहे हैं: जिस खिलाड़ी को चुनौती देनी है, उसके संदेश का जवाब दें।
tg-amount-prompt = { $name }, इस संदेश के जवाब में अपनी राशि लिखें, { $min } से { $max } तक।
chat-no-game = यहाँ रद्द करने के लिए कोई खेल नहीं है।
tg-cancel-not-allowed = यह खेल केवल मेज़बान या समूह का एडमिन रद्द कर सकता है।
tg-ud-turn-until = बारी: { $name }, { $time } UTC तक
tg-open-dm = निजी संदेश में पत्ते

## game: updown — what a seat sees (bot/render/updown.py)

ud-you = आप
ud-computer = कंप्यूटर
ud-deal-title = अप/डाउन · डील { $deal }
ud-your-cards = आपके पत्ते:
ud-you-locked = आपने { $card } लॉक किया है।
ud-signal = { $who ->
    [you] आपका संकेत: { $up } ऊपर · { $down } नीचे
   *[other] { $name } का संकेत: { $up } ऊपर · { $down } नीचे
}
ud-stack = { $who ->
    [you] आपके चिप्स: { $amount }
   *[other] { $name } के चिप्स: { $amount }
}
ud-has-locked = { $who ->
    [you] आपने एक पत्ता लॉक कर दिया है।
   *[other] { $name } ने एक पत्ता लॉक कर दिया है।
}
ud-not-locked = { $who ->
    [you] आपने अभी तक कोई पत्ता लॉक नहीं किया है।
   *[other] { $name } ने अभी तक कोई पत्ता लॉक नहीं किया है।
}
ud-round-bet = { $who ->
    [you] इस दौर में आपका दाँव: { $amount }
   *[other] इस दौर में { $name } का दाँव: { $amount }
}
ud-to-call = कॉल करने के लिए: { $amount }
ud-button-lock = पत्ता { $slot } लॉक करें: { $card }
ud-button-bet-range = दाँव { $min }–{ $max }
ud-button-raise-range = { $min }–{ $max } तक बढ़ाएँ
ud-button-all-in = ऑल-इन ({ $amount })
ud-event-drawn = { $count ->
    [one] आपको { $cards } मिला।
   *[other] आपको { $cards } मिले।
}
ud-event-reshuffled = फेंके गए पत्तों को फेंटकर नया स्टॉक बनाया गया ({ $count } पत्ते)।
ud-event-locked = { $who ->
    [you] आपने एक पत्ता लॉक किया।
   *[other] { $name } ने एक पत्ता लॉक किया।
}
ud-event-check = { $who ->
    [you] आपने चेक किया।
   *[other] { $name } ने चेक किया।
}
ud-event-fold = { $who ->
    [you] आपने फ़ोल्ड किया।
   *[other] { $name } ने फ़ोल्ड किया।
}
ud-event-call = { $who ->
    [you] आपने { $amount } कॉल किया।
   *[other] { $name } ने { $amount } कॉल किया।
}
ud-event-bet = { $who ->
    [you] आपने { $amount } का दाँव लगाया।
   *[other] { $name } ने { $amount } का दाँव लगाया।
}
ud-event-raise = { $who ->
    [you] आपने दाँव { $amount } तक बढ़ाया।
   *[other] { $name } ने दाँव { $amount } तक बढ़ाया।
}
ud-event-all-in = { $who ->
    [you] आप ऑल-इन गए ({ $amount })।
   *[other] { $name } ऑल-इन गया ({ $amount })।
}
ud-event-returned = { $who ->
    [you] बिना कॉल हुए चिप्स आपको लौटाए गए: { $amount }
   *[other] बिना कॉल हुए चिप्स { $name } को लौटाए गए: { $amount }
}
ud-event-revealed = { $who ->
    [you] आपका लॉक किया हुआ पत्ता: { $card }
   *[other] { $name } का लॉक किया हुआ पत्ता: { $card }
}
ud-event-won = { $who ->
    [you] आपने पॉट जीता ({ $amount })।
   *[other] { $name } ने पॉट जीता ({ $amount })।
}
ud-event-won-fold = { $who ->
    [you] दूसरे खिलाड़ी ने फ़ोल्ड किया: आपने पॉट जीता ({ $amount })।
   *[other] फ़ोल्ड के बाद { $name } ने पॉट जीता ({ $amount })।
}
ud-event-split = बराबरी: पॉट ({ $amount }) बराबर बाँटा गया।
ud-final-chips = { $who ->
    [you] आपके अंतिम चिप्स: { $amount }
   *[other] { $name } के अंतिम चिप्स: { $amount }
}
ud-last-deal = डील { $deal } का नतीजा:

## Console (adapters/console)

console-welcome = feltbot में आपका स्वागत है, { $name }! कंप्यूटर के ख़िलाफ़ अप/डाउन।
console-new-match = नया मैच: आपके बैलेंस से { $amount ->
    [one] { $amount } चिप
   *[other] { $amount } चिप्स
} अब आपके मैच चिप्स हैं।
console-resumed = आपका सहेजा हुआ मैच डील { $deal } से फिर शुरू हो रहा है।
console-choose = सूची से कोई संख्या चुनें, या चाल लिखें (जैसे “raise 6”)। मैच सहेजकर बाहर निकलने के लिए “q” लिखें।
console-prompt = आपकी पसंद:
console-amount-prompt = राशि ({ $min }–{ $max }):
console-empty-input = कृपया कुछ लिखें: सूची से कोई संख्या या कोई चाल।
console-amount-empty = कोई राशि नहीं लिखी गई: फिर से चुनें।
console-no-such-option = इस संख्या का कोई विकल्प नहीं है। { $first } से { $count } तक चुनें।
console-unknown-input = मैं यह समझ नहीं पाया। सूची से कोई संख्या लिखें।
console-saved = आपका मैच सहेज लिया गया है। इसे जारी रखने के लिए “feltbot play” फिर से चलाएँ।
console-adapter-unavailable = { $name } अभी उपलब्ध नहीं है; उसकी जगह टर्मिनल वाला खेल शुरू हो रहा है।
console-game-unavailable = यह खेल अभी टर्मिनल में उपलब्ध नहीं है: { $game }
console-quit-word = निकलें

## Game refusals raised by the engines (Up/Down, As-Nas, poker, cards)

error-already-locked = आपका पत्ता पहले ही लॉक हो चुका है और बदला नहीं जा सकता।
error-lock-first = दाँव लगाने से पहले दोनों खिलाड़ियों को एक पत्ता लॉक करना होगा।
error-card-slot = लॉक करने के लिए अपने दो पत्तों में से एक चुनें।
error-match-over = मैच समाप्त हो गया है। फिर से खेलने के लिए “फिर से शुरू” चुनें।
error-deal-in-progress = एक बाँट पहले से चल रही है।
error-no-deal-in-progress = कोई बाँट नहीं चल रही; पहले अगली बाँट शुरू करें।
error-already-looked = आप अपने पत्ते पहले ही देख चुके हैं।
error-no-hand = इस टेबल पर कोई हाथ नहीं चल रहा है।
error-not-enough-players = बाँटने के लिए चिप्स वाले कम से कम दो खिलाड़ी चाहिए।
error-seat-unknown = इस टेबल पर सीट { $seat } नहीं है।
error-seat-invalid = सीट { $seat } अभी यह नहीं कर सकती।
error-card-unknown = “{ $card }” कोई पत्ता नहीं है।

## game: naiko — पावर्स, चमकें और उनके इनकार (engine/naiko)

naiko-power-glance = चोरी नज़र
naiko-power-swap = आस्तीन की अदला-बदली
naiko-power-anchor = छोटा लंगर
naiko-power-shield = मुहर की ढाल
naiko-sparks = { $count ->
    [one] { $count } चमक
   *[other] { $count } चमकें
}
action-glance = नज़र डालें
action-swap = पत्ता बदलें
action-anchor = लंगर डालें
action-shield = ढाल उठाएँ
action-decline = जाने दें
error-power-not-in-carousel = { $power ->
    [glance] चोरी नज़र
    [swap] आस्तीन की अदला-बदली
    [anchor] छोटा लंगर
   *[shield] मुहर की ढाल
} इस हैंड के कैरोसेल में नहीं है।
error-power-used = आप इस हैंड में { $power ->
    [glance] चोरी नज़र
    [swap] आस्तीन की अदला-बदली
    [anchor] छोटा लंगर
   *[shield] मुहर की ढाल
} पहले ही इस्तेमाल कर चुके हैं।
error-power-one-per-turn = आप हर टर्न में केवल एक पावर इस्तेमाल कर सकते हैं।
error-power-round-limit = इस बेटिंग राउंड में मेज़ अपने { $limit } पावर पहले ही इस्तेमाल कर चुकी है।
error-power-no-sparks = इस पावर की क़ीमत { $cost ->
    [one] { $cost } चमक
   *[other] { $cost } चमकें
} है; आपके पास { $sparks } हैं।
error-glance-river = चोरी नज़र रिवर पर इस्तेमाल नहीं की जा सकती।
error-swap-preflop-only = आस्तीन की अदला-बदली केवल फ्लॉप से पहले इस्तेमाल की जा सकती है।
error-swap-after-action = आस्तीन की अदला-बदली आपकी पहली बेटिंग चाल से पहले ही हो सकती है।
error-swap-slot = बदलने के लिए अपने दो पत्तों में से एक चुनें।
error-anchor-target = ऐसा प्रतिद्वंद्वी चुनें जो अब भी हैंड में हो और चाल चल सकता हो।
error-anchor-target-acted = यह खिलाड़ी इस बेटिंग राउंड में पहले ही चाल चल चुका है।
error-anchor-already = इस खिलाड़ी पर इस बेटिंग राउंड में पहले ही छोटा लंगर डाला जा चुका है।
error-anchor-window-open = छोटे लंगर के जवाब तक दांव रुका हुआ है।
error-no-anchor-window = आपके जवाब देने के लिए कोई छोटा लंगर नहीं है।

## game: poker tables — cash and private tables, timers, console (bot/tables, bot/render/poker.py)

error-table-closed = यह टेबल बंद हो चुकी है।
error-seat-taken = सीट { $seat } पहले से भरी है।
error-table-full = यह टेबल भर चुकी है।
error-already-seated = आप पहले से इस टेबल पर बैठे हैं।
error-buy-in-range = { $min } से { $max ->
    [one] { $max } चिप
   *[other] { $max } चिप्स
} के साथ बाय-इन करें।
error-rebuy-not-busted = आप दोबारा बाय-इन तभी कर सकते हैं जब टेबल पर आपके पास कोई चिप न बचे।
error-not-invited = यह निजी टेबल है: बैठने के लिए आपको निमंत्रण चाहिए।
error-invite-invalid = यह निमंत्रण मान्य नहीं है (शायद इसे रद्द कर दिया गया है)।
error-not-host = यह केवल टेबल का मेज़बान कर सकता है।
error-bots-not-allowed = इस टेबल पर कंप्यूटर खिलाड़ियों की अनुमति नहीं है।
error-not-sitting-out = आप विराम पर नहीं हैं।
error-table-mode = अज्ञात टेबल मोड: { $mode }
error-table-blinds = स्मॉल ब्लाइंड कम से कम 1 होना चाहिए और बिग ब्लाइंड से बड़ा नहीं।
error-table-seats = एक टेबल पर { $min } से { $max } सीटें होती हैं।
error-table-buy-in = बाय-इन की सीमा बिग ब्लाइंड ({ $big_blind }) या उससे ऊपर से शुरू होनी चाहिए।
error-table-timer = निर्णय का समय { $min } से { $max } सेकंड के बीच होना चाहिए।
error-table-settings-locked = मोड नहीं बदला जा सकता, और उपयोग में चल रही सीटें हटाई नहीं जा सकतीं।
poker-you = आप
poker-your-cards = आपके कार्ड:
poker-board = बोर्ड:
poker-mode-holdem = टेक्सास होल्डेम
poker-mode-omaha = पॉट-लिमिट ओमाहा
poker-mode-naiko = नाइको मोड
poker-title = हाथ { $hand } · { $mode } · ब्लाइंड { $small }/{ $big }
poker-pot = पॉट: { $amount }
poker-side-pot = साइड पॉट { $index }: { $amount }
poker-seat = { $seat }. { $name } · { $chips }{ $bet ->
        [0] {""}
       *[other] {" "}· दांव { $bet }
    }{ $state ->
        [folded] {" "}· फोल्ड किया
        [all-in] {" "}· ऑल-इन
        [sitting-out] {" "}· विराम पर
        [shown] {" "}· दिखाता है { $cards }
        [waiting] {" "}· अगले हाथ की प्रतीक्षा में
        [waiting-bb] {" "}· बिग ब्लाइंड की प्रतीक्षा में
       *[playing] {""}
    }{ $button ->
        [yes] {" "}· डीलर
       *[no] {""}
    }
poker-preset-min = न्यूनतम ({ $amount })
poker-preset-half-pot = आधा पॉट ({ $amount })
poker-preset-pot = पूरा पॉट ({ $amount })
poker-preset-max = अधिकतम ({ $amount })
poker-button-bet-range = दांव { $min }–{ $max }…
poker-button-raise-range = बढ़ाकर { $min }–{ $max }…
poker-button-all-in = ऑल-इन ({ $amount })
poker-event-post = { $name } ने { $amount } का ब्लाइंड लगाया।
poker-event-check = { $name } ने चेक किया।
poker-event-call = { $name } ने कॉल किया ({ $amount })।
poker-event-bet = { $name } ने { $amount } का दांव लगाया।
poker-event-raise = { $name } ने दांव बढ़ाकर { $amount } किया।
poker-event-all-in = { $name } ऑल-इन गया ({ $amount })।
poker-event-fold = { $name } ने फोल्ड किया।
poker-event-board = बोर्ड: { $cards }
poker-event-show = { $name } ने { $cards } दिखाए।
poker-event-win = { $name } ने { $amount } जीते।
poker-event-win-side = { $name } ने साइड पॉट { $pot } से { $amount } जीते।
poker-event-return = { $amount } { $name } को लौटाए गए (कॉल नहीं हुआ)।
poker-event-hand = हाथ { $hand } शुरू हुआ।
poker-event-sit = { $name } { $chips ->
    [one] { $chips } चिप
   *[other] { $chips } चिप्स
} के साथ बैठे।
poker-event-rebuy = { $name } ने { $chips ->
    [one] { $chips } चिप
   *[other] { $chips } चिप्स
} के साथ दोबारा बाय-इन किया।
poker-event-left = { $name } { $chips ->
    [one] { $chips } चिप
   *[other] { $chips } चिप्स
} के साथ टेबल छोड़ गए।
poker-event-timeout = { $name } का समय समाप्त हो गया।
poker-event-sit-out = { $name } विराम पर हैं।
poker-event-sit-in = { $name } वापस आ गए।
poker-event-leaving = { $name } इस हाथ के बाद टेबल छोड़ देंगे।
poker-event-closed = टेबल बंद हो गई; हर स्टैक अपने बैलेंस में लौट गया।
poker-console-welcome = स्वागत है, { $name }! तीन कंप्यूटर खिलाड़ियों के विरुद्ध { $mode }; आप { $chips ->
    [one] { $chips } चिप
   *[other] { $chips } चिप्स
} के साथ बैठे हैं और { $balance } आपके बैलेंस में रहते हैं।
poker-console-no-chips = अभी आपके पास बाय-इन के लिए चिप्स नहीं हैं।

## Telegram adapter: As-Nas, poker tables, /stats (adapters/telegram).
tg-cmd-asnas = चार खिलाड़ियों की आस-नास टेबल खोलें; खाली सीटें कंप्यूटर खेलता है
tg-cmd-holdem = इस समूह की टेक्सस होल्डम टेबल पर बैठें
tg-cmd-omaha = इस समूह की पॉट-लिमिट ओमाहा टेबल पर बैठें
tg-cmd-naiko = इस समूह की नाइको टेबल पर बैठें (शक्तियों वाला होल्डम)
tg-cmd-table = निजी पोकर टेबल: बनाएँ, बदलें, दोस्तों को बुलाएँ
tg-cmd-refill = टेबल पर फिर से बाय-इन करें, या ख़ाली बैलेंस भरें
tg-cmd-leave = इस समूह की पोकर टेबलों से उठें
tg-cmd-stats = इस समूह में आपके खेल, हाथ और चिप्स
tg-help-games =
    और खेल:
    /asnas: चार खिलाड़ियों का आस-नास; जो “जुड़ें” दबाता है वह खेलता है, ख़ाली सीटें कंप्यूटर लेता है।
    /holdem, /omaha, /naiko [बाय-इन]: इस समूह की उस तरह की पोकर टेबल पर बैठें।
    /table: आमंत्रण लिंक वाली आपकी निजी पोकर टेबल (/table invite, /table blinds 50, /table bots on, /table close)।
    /sitngo [सीटें] [प्रवेश शुल्क], /spin [प्रवेश शुल्क]: टूर्नामेंट; उसके बटनों से पंजीकरण करें, इनाम पहले ही दिखाए जाते हैं।
    /hand [संख्या|last]: खत्म हुआ पोकर हाथ, जैसा टेबल ने देखा, फिर से। /leaderboard [week|month|all]: इस समूह के सबसे अच्छे खिलाड़ी। /pictures on|off (एडमिन): टेबल तस्वीरों के रूप में।
    /refill: स्टैक ख़ाली होने पर फिर से बाय-इन करें, या ख़ाली बैलेंस भरें।
    /leave: यहाँ की पोकर टेबलों से उठें। /stats: आपके खेल, हाथ और चिप्स।
    /rules asnas, /rules holdem, /rules omaha, /rules naiko: नियम।
chat-stats = यहाँ { $name }: { $matches } मैच, { $tables } पोकर टेबलें, { $hands } हाथ बँटे; टेबलों पर जीत या हार { $net }; बैलेंस { $balance }।
rules-asnas =
    आस-नास: चार खिलाड़ी, 12 डील। आप अंकों के लिए खेलते हैं, जो शून्य से नीचे जा सकते हैं; चिप्स के लिए नहीं।
    गड्डी में बिना रंग के 20 पत्ते हैं: आस, शाह, बीबी, सरबाज़ और कौली, हर एक के चार। हर खिलाड़ी को पाँच पत्ते मिलते हैं, कोई अदला-बदली नहीं। हर डील के बाद डीलर एक सीट दाईं ओर खिसकता है; पहला डीलर संयोग से चुना जाता है।
    हाथ शुरू में छिपे रहते हैं, मालिक से भी: अपना हाथ देखने के लिए “देखें” दबाएँ; यह निजी है और आपकी बारी ख़त्म नहीं करता।
    डीलर 1 के दाँव से खोलता है। डीलर के दाईं ओर से शुरू करके हर खिलाड़ी कॉल (सबसे ऊँचे दाँव के बराबर), होल्ड (सिर्फ़ जब पहले से बराबर हों), रेज़ (सबसे ऊँचा दाँव ठीक 1 बढ़ता है, 4 से ऊपर कभी नहीं) या फ़ोल्ड (दाँव पॉट में रहता है) कर सकता है।
    दौर तब ख़त्म होता है जब बचा हर खिलाड़ी खेल चुका हो और सारे दाँव बराबर हों; अगर एक ही खिलाड़ी बचे तो वह तुरंत जीतता है।
    हाथ, सबसे मज़बूत पहले: चार एक जैसे, फ़ुल हाउस, तीन एक जैसे, दो जोड़े, एक जोड़ा, ऊँचा पत्ता। क्रम: आस, शाह, बीबी, सरबाज़, कौली। एक ही श्रेणी में पहले समूह वाले पत्ते, फिर बाक़ी पत्ते मिलाए जाते हैं; एक जैसे हाथ बराबर रहते हैं।
    पॉट में सारे दाँव होते हैं, फ़ोल्ड वालों के भी; विजेता उसे ठीक-ठीक बाँटते हैं (7 को तीन में बाँटें तो हर एक को 7/3)। 12 डील के बाद सबसे ज़्यादा कुल अंक वाला जीतता है।
rules-holdem =
    टेक्सस होल्डम, बिना सीमा: 52 पत्तों की एक गड्डी; हर खिलाड़ी के दो निजी पत्ते और बोर्ड पर पाँच पत्ते (फ़्लॉप 3, टर्न 1, रिवर 1)। आपका हाथ आपके दो पत्तों और बोर्ड में से सबसे अच्छे पाँच पत्ते हैं।
    ब्लाइंड: बटन के बाईं ओर की दो सीटें स्मॉल और बिग ब्लाइंड डालती हैं; दो खिलाड़ियों में बटन स्मॉल ब्लाइंड डालता है और फ़्लॉप से पहले पहले खेलता है। फ़्लॉप से पहले बिग ब्लाइंड के बाईं ओर वाला पहले खेलता है, बाद में बटन के बाईं ओर का पहला सक्रिय खिलाड़ी।
    चेक, बेट, कॉल, रेज़ या फ़ोल्ड। बेट कम से कम बिग ब्लाइंड है; रेज़ कम से कम पिछली पूरी रेज़ जितना बढ़ाता है; आप अपना पूरा स्टैक लगा सकते हैं। छोटा ऑल-इन उन खिलाड़ियों के लिए रेज़ दोबारा नहीं खोलता जो खेल चुके हैं।
    ऑल-इन: आप हर विरोधी से अधिकतम उतना जीत सकते हैं जितना आपने डाला; बाक़ी से साइड पॉट बनते हैं। बिना कॉल की बेट लौटा दी जाती है। जब कोई और बेट न कर सके, बोर्ड पूरा बाँट दिया जाता है।
    शोडाउन: सबसे अच्छा पाँच पत्तों का हाथ जीतता है (रॉयल फ़्लश, स्ट्रेट फ़्लश, चार एक जैसे, फ़ुल हाउस, फ़्लश, स्ट्रेट, तीन एक जैसे, दो जोड़े, एक जोड़ा, ऊँचा पत्ता)। बराबरी में पॉट बँटता है; बचे चिप्स बटन के बाईं ओर सबसे नज़दीकी विजेता को मिलते हैं।
    हर फ़ैसले का टाइमर है: समय ख़त्म होने पर हो सके तो चेक, नहीं तो फ़ोल्ड। लगातार दो बार समय ख़त्म हो तो आप बाहर बैठ जाते हैं। कंप्यूटर खिलाड़ी BOT लिखे होते हैं।
rules-omaha =
    पॉट-लिमिट ओमाहा: होल्डम जैसा, पर आपको चार निजी पत्ते मिलते हैं और आपके हाथ में ठीक दो निजी और ठीक तीन बोर्ड के पत्ते होने चाहिए।
    पॉट लिमिट: सबसे बड़ी रेज़ मौजूदा बेट जमा पॉट (टेबल की हर बेट गिनकर) जमा आपकी कॉल की रक़म तक है। उदाहरण: पॉट 100, आपके सामने 40 की बेट: 40 कॉल करने पर पॉट 180 होगा, तो आप 220 तक रेज़ कर सकते हैं।
    ब्लाइंड, बारी का क्रम, साइड पॉट, शोडाउन और टाइमर होल्डम जैसे हैं (/rules holdem)।
rules-naiko =
    नाइको मोड: चिंगारियों और शक्तियों वाला बिना सीमा का होल्डम; शक्तियाँ हाथों का क्रम कभी नहीं बदलतीं।
    चिंगारियाँ: हाथ में बँटने पर 1 मिलती है, अधिकतम 3, और जब तक आपकी सीट है तब तक रहती हैं।
    हर हाथ में चार में से तीन शक्तियाँ दिखती हैं (सील शील्ड दिखे तो स्मॉल एंकर भी)। हर शक्ति एक हाथ में एक बार; एक बारी में अधिकतम एक, बेटिंग से पहले; पूरी टेबल के लिए हर बेटिंग दौर में अधिकतम 3 इस्तेमाल। नामंज़ूर कोशिश का कोई ख़र्च नहीं।
    स्टील ग्लांस (1 चिंगारी): अगली स्ट्रीट का अगला पत्ता निजी तौर पर देखें; रिवर पर नहीं।
    स्लीव स्वैप (2): फ़्लॉप से पहले और अपने पहले क़दम से पहले, एक निजी पत्ता फेंककर गड्डी का अगला पत्ता लें।
    स्मॉल एंकर (2): जिस विरोधी ने इस दौर में नहीं खेला, वह दौर के अंत तक अधिकतम पॉट-लिमिट रक़म तक ही रेज़ कर सकता है।
    सील शील्ड (1): अपने ऊपर लगे एंकर का जवाब उसकी समय-सीमा (8 सेकंड) में देकर उसे रद्द करें; एंकर लगाने वाला फिर भी चुकाता है।
    बाक़ी सब होल्डम जैसा है (/rules holdem)।
asnas-title = 🂡 आस-नास · डील { $deal } / { $deals }
asnas-stakes = पॉट { $pot } · सबसे ऊँचा दाँव { $high } (अधिकतम { $cap }) · डीलर { $dealer }
asnas-seat = { $name }: दाँव { $stake }{ $state ->
        [folded] {" "}· फ़ोल्ड
        [acted] {" "}· खेल चुके
       *[waiting] {""}
    } · कुल { $total }
asnas-did-hold = { $name } { $stake } पर होल्ड करते हैं।
asnas-did-call = { $name } कॉल करते हैं: दाँव { $stake }।
asnas-did-raise = { $name } दाँव { $stake } तक बढ़ाते हैं।
asnas-did-fold = { $name } फ़ोल्ड करते हैं।
asnas-result = { $winners ->
    [1] बाँट { $deal }: { $names } ने { $pot } का पॉट जीता।
   *[other] बाँट { $deal }: { $names } ने { $pot } का पॉट जीता (हर एक को { $share })।
}
asnas-shown = { $name } दिखाते हैं { $cards }: { $category }
asnas-match-over = मैच ख़त्म। विजेता: { $names }
asnas-look-first = अपना हाथ देखने के लिए अपनी बारी पर “देखें” दबाएँ।
asnas-hand = बाँट { $deal }: आपका हाथ { $cards } ({ $category })
asnas-card-as = आस
asnas-card-sh = शाह
asnas-card-bi = बीबी
asnas-card-sa = सरबाज़
asnas-card-ko = कौली
asnas-category-four-of-a-kind = एक जैसे चार
asnas-category-full-house = फ़ुल हाउस
asnas-category-three-of-a-kind = एक जैसे तीन
asnas-category-two-pairs = दो जोड़े
asnas-category-one-pair = एक जोड़ा
asnas-category-high-card = ऊँचा पत्ता
action-look = देखें
action-hold = होल्ड
error-asnas-cannot-hold = होल्ड तभी कर सकते हैं जब आपका दाँव सबसे ऊँचे दाँव के बराबर हो।
error-asnas-stake-capped = दाँव पहले ही अपनी सीमा 4 पर है।
asnas-already-playing = { $name } यहाँ पहले से आस-नास खेल रहे हैं।
asnas-lobby = { $seats } खिलाड़ियों की आस-नास टेबल: खेलने के लिए “जुड़ें” दबाएँ। मेज़बान शुरू करता है; ख़ाली सीटें कंप्यूटर लेता है।
asnas-lobby-computer = (कंप्यूटर)
asnas-lobby-join = जुड़ें
asnas-lobby-leave = छोड़ें
asnas-lobby-start = शुरू करें
asnas-lobby-gone = यह आस-नास टेबल अब खुली नहीं है।
asnas-lobby-open = यहाँ एक आस-नास टेबल पहले से खुली है: उसमें जुड़ें, या खेल शुरू होने तक प्रतीक्षा करें।
asnas-lobby-already-in = आप पहले ही जुड़ चुके हैं।
asnas-lobby-host-stays = सिर्फ़ जुड़े हुए खिलाड़ी छोड़ सकते हैं, और मेज़बान रहता है।
asnas-lobby-host-only = सिर्फ़ मेज़बान शुरू कर सकता है।
asnas-lobby-started = { $computers ->
    [0] आस-नास शुरू हो गया: { $names }।
   *[other] आस-नास शुरू हो गया: { $names } कंप्यूटर के विरुद्ध।
}
poker-table-empty = अभी कोई नहीं बैठा है।
poker-table-private = निजी टेबल: सिर्फ़ आमंत्रित खिलाड़ी बैठ सकते हैं।
poker-table-next-hand = अगला हाथ तब शुरू होगा जब दो खिलाड़ी खेल सकें।
poker-anchor-window = { $by } ने { $name } पर लंगर डाला: { $name } { $seconds } सेकंड में मुहर की ढाल से जवाब दे सकते हैं।
poker-sit-button = बैठें
poker-swap-slot = पत्ता { $slot } बदलें
poker-anchor-seat = { $name } पर एंकर
poker-no-cards = इस टेबल पर अभी आपके पास कोई पत्ता नहीं है।
poker-hole = हाथ { $hand } · आपके पत्ते: { $cards }
poker-glance-card = चोरी नज़र: अगला पत्ता { $card } है।
poker-swap-card = आस्तीन की अदला-बदली: { $old } गया, आपको { $new } मिला।
poker-cannot-buy-in = बाय-इन कम से कम { $min ->
    [one] { $min } चिप
   *[other] { $min } चिप्स
} है और आपका बैलेंस { $balance } है। ख़ाली होने पर /refill इस्तेमाल करें।
poker-not-seated-here = आप यहाँ किसी पोकर टेबल पर नहीं बैठे हैं।
poker-left = आप टेबल से उठ गए; आपका हाथ ख़त्म होने पर चिप्स आपके बैलेंस में लौट जाते हैं। बैलेंस: { $balance }
poker-rebought = आपने { $chips ->
    [one] { $chips } चिप
   *[other] { $chips } चिप्स
} से फिर बाय-इन किया।
poker-refilled = { $amount ->
    [one] { $amount } चिप
   *[other] { $amount } चिप्स
} जोड़े गए। बैलेंस: { $balance }
poker-table-closing = चल रहे हाथ के बाद टेबल बंद होगी; हर स्टैक अपने बैलेंस में लौटेगा।
poker-table-usage = इस्तेमाल: /table, /table invite, /table blinds <बिग ब्लाइंड>, /table bots on|off, /table timer <सेकंड>, /table bot, /table close
poker-table-hosting-already = आप यहाँ पहले से एक टेबल के मेज़बान हैं: /table उसे दिखाता है, और नई खोलने से पहले /table close उसे बंद करता है।
poker-invite-button = टेबल से जुड़ें
poker-invite = आमंत्रण लिंक (सिर्फ़ उन दोस्तों से साझा करें जिन्हें आप बुलाते हैं): { $link }
poker-table-settings = निजी टेबल: { $mode } · ब्लाइंड { $small }/{ $big } · { $seats } सीटें · बाय-इन { $min }–{ $max } · हर फ़ैसले के लिए { $seconds } सेकंड · कंप्यूटर खिलाड़ी: { $bots ->
        [yes] अनुमति है
       *[no] अनुमति नहीं
    }
poker-joined = आप निजी { $mode } टेबल पर बैठ गए; खेल समूह में चलता है।

## game: asnas — the shared renderer (bot/render/asnas.py) and the terminal game
an-you = आप
an-computer = कंप्यूटर { $number }
an-deal-title = आस-नास · डील { $deal } / { $deals }
an-pot = पॉट: { $pot } · सबसे ऊँचा दाँव { $high } (अधिकतम { $cap })
an-seat = { $name }: दाँव { $stake } · स्कोर { $total }{ $dealer ->
        [yes] {" "}· डीलर
       *[no] {""}
    }{ $folded ->
        [yes] {" "}· फ़ोल्ड किया
       *[no] {""}
    }
an-hand-hidden = आपके पाँचों पत्ते उल्टे रखे हैं: उन्हें देखने के लिए “देखें” चुनें (इससे आपकी बारी ख़त्म नहीं होती)।
an-your-hand = आपका हाथ: { $c1 } { $c2 } { $c3 } { $c4 } { $c5 } ({ $category })
an-to-call = खेल में बने रहने के लिए { $amount } और लगाएँ (सबसे ऊँचा दाँव { $stake } है)।
an-button-call = कॉल: दाँव { $stake }
an-event-deal = डील { $deal }: { $who ->
        [you] आप डीलर हैं
       *[other] डीलर { $name } है
    }।
an-event-forced = { $who ->
        [you] आपने
       *[other] { $name } ने
    } { $stake } के अनिवार्य दाँव से शुरुआत की।
an-event-look = आपने अपना हाथ देखा: { $c1 } { $c2 } { $c3 } { $c4 } { $c5 } ({ $category })।
an-event-hold = { $who ->
        [you] आपने
       *[other] { $name } ने
    } { $stake } पर होल्ड किया।
an-event-call = { $who ->
        [you] आपने
       *[other] { $name } ने
    } कॉल किया: दाँव { $stake }।
an-event-raise = { $who ->
        [you] आपने
       *[other] { $name } ने
    } दाँव बढ़ाया: सबसे ऊँचा दाँव अब { $stake } है।
an-event-fold = { $who ->
        [you] आपने
       *[other] { $name } ने
    } फ़ोल्ड किया।
an-event-showdown = शोडाउन: जो खिलाड़ी अभी खेल में हैं, उनके हाथ खोले जाते हैं।
an-event-shown = { $who ->
        [you] आपका हाथ
       *[other] { $name } का हाथ
    }: { $c1 } { $c2 } { $c3 } { $c4 } { $c5 } ({ $category })।
an-event-won = { $who ->
        [you] आपने
       *[other] { $name } ने
    } { $pot } का पॉट जीता।
an-event-won-fold = { $who ->
        [you] आपने
       *[other] { $name } ने
    } { $pot } का पॉट जीता: बाक़ी सबने फ़ोल्ड किया।
an-event-split = बराबर के सबसे अच्छे हाथ: { $pot } का पॉट { $count } खिलाड़ियों में बँटता है, हर एक को { $share }।
an-event-share = { $who ->
        [you] आपको
       *[other] { $name } को
    } { $share } मिलता है।
an-scores-title = डील { $deal } के बाद स्कोर:
an-score-row = { $name }: इस डील में { $change ->
        [gain] +{ $amount }
        [loss] -{ $amount }
       *[even] ±0
    } · कुल { $total }
an-last-deal = डील { $deal } समाप्त हुई।
an-match-over = मैच समाप्त हुआ। अंतिम क्रम:
an-match-winner = { $who ->
        [you] आपने मैच जीत लिया!
       *[other] { $name } ने मैच जीता।
    }
an-match-shared = साझा जीत: { $count } खिलाड़ी { $total } पर बराबर रहे{ $you ->
        [yes] , आप भी उनमें हैं
       *[no] {""}
    }।
an-rank-row = { $place }. { $name }: स्कोर { $total }{ $shared ->
        [yes] {" "}(साझा स्थान)
       *[no] {""}
    }
an-console-welcome = feltbot में आपका स्वागत है, { $name }! तीन कंप्यूटर खिलाड़ियों के ख़िलाफ़ आस-नास: 12 डील, अंकों के लिए।
an-console-new-match = नया मैच। अंक सिर्फ़ स्कोर हैं, चिप्स नहीं: आपके चिप बैलेंस को छुआ नहीं जाता।
an-console-choose = किसी विकल्प की संख्या या कोई चाल लिखें (देखें, होल्ड, कॉल, बढ़ाएँ, फ़ोल्ड)। मैच सहेजकर बाहर निकलने के लिए “q” लिखें।
an-console-saved = आपका मैच सहेज लिया गया है। इसे जारी रखने के लिए “feltbot play --game asnas” फिर से चलाएँ।

## Discord (adapters/discord): As-Nas, poker tables, /refill, /stats
discord-cmd-asnas = आस-नास
    .desc = चार सीटों वाली आस-नास मेज़ खोलें; खाली सीटों पर कंप्यूटर खिलाड़ी बैठेंगे
discord-cmd-poker = पोकर
    .desc = पोकर मेज़ें: होल्डेम, ओमाहा और नाइको
discord-cmd-cash = कैश
    .desc = इस चैनल में कैश मेज़ खोलें और बैठें
discord-cmd-private = निजी
    .desc = निजी मेज़ खोलें: केवल आपके आमंत्रित सदस्य बैठ सकते हैं
discord-cmd-join = जुड़ें
    .desc = इस चैनल की मेज़ पर बैठें, या कोड से किसी निजी मेज़ पर
discord-cmd-leave = छोड़ें
    .desc = अपनी मेज़ छोड़ें; आपके चिप्स वापस मिलेंगे
discord-cmd-refill = रिफ़िल
    .desc = बैलेंस शून्य होने पर फिर से चिप्स पाएँ
discord-cmd-stats = आँकड़े
    .desc = इस सर्वर में आपके खेल और नतीजे
discord-opt-mode = प्रकार
    .desc = होल्डेम, ओमाहा या नाइको
discord-opt-big-blind = बड़ा-ब्लाइंड
    .desc = बड़ा ब्लाइंड (छोटा ब्लाइंड इसका आधा होता है)
discord-opt-seats = सीटें
    .desc = कितनी सीटें (2 से 9)
discord-opt-bots = बॉट
    .desc = कितनी सीटों पर कंप्यूटर खिलाड़ी बैठें
discord-opt-buy-in = बाय-इन
    .desc = मेज़ पर लाए जाने वाले चिप्स
discord-opt-code = कोड
    .desc = निजी मेज़ का आमंत्रण कोड
# Game names in the /rules and /poker menus.
discord-game-holdem = होल्डेम
discord-game-omaha = ओमाहा
discord-game-naiko = नाइको
discord-pk-invite = आपकी निजी मेज़ खुल गई है। केवल आपके आमंत्रित सदस्य बैठ सकते हैं: उन्हें यह कमांड दें: /poker join code:{ $code }
discord-pk-opened = आपकी मेज़ खुल गई है; दूसरे "जुड़ें" दबा सकते हैं।
poker-no-table = यहाँ आपके लिए कोई पोकर मेज़ नहीं है।
poker-seated = आप बैठ गए हैं। हर बाँट पर आपके पत्ते सीधे संदेश में आएँगे।

poker-back = वापसी पर स्वागत है: अगले हाथ से आपको पत्ते मिलेंगे।

## Naiko on the neutral table view (bot/render/poker.py)

naiko-carousel = इस हाथ की शक्तियाँ: { $first }, { $second }, { $third }
naiko-seat-sparks = { $you ->
    [yes] आपके पास: { $sparks }
   *[other] { $name } के पास: { $sparks }
}
naiko-glance-stale = आपकी चोरी नज़र ने { $card } देखा था, पर उसके बाद आस्तीन की अदला-बदली ने एक पत्ता ले लिया: हो सकता है वह अब अगला न आए।

## कमांड लाइन के काम (feltbot backup, feltbot refund-broken)

cli-backup-done = बैकअप { $path } में लिखा गया।
cli-backup-exists = { $path } पहले से मौजूद है; बैकअप कभी किसी फ़ाइल के ऊपर नहीं लिखता। कोई नया नाम चुनें।
cli-migrate-current = { $database }: स्कीमा संस्करण { $version } पर है, जो इस feltbot का सबसे नया ज्ञात संस्करण है; करने को कुछ नहीं।
cli-migrate-done = { $count ->
    [one] { $database }: एक माइग्रेशन लागू किया गया, स्कीमा संस्करण { $before } से { $version } पर पहुँचा।
   *[other] { $database }: { $count } माइग्रेशन लागू किए गए, स्कीमा संस्करण { $before } से { $version } पर पहुँचा।
}
cli-migrate-too-new = { $database } का स्कीमा संस्करण { $found } है, जो इस feltbot के ज्ञात संस्करण ({ $known }) से नया है: कुछ नहीं बदला गया। feltbot को अपग्रेड करें, या इसी संस्करण से बना बैकअप इस्तेमाल करें।
cli-database-unusable = डेटाबेस { $database } का उपयोग नहीं हो सकता: { $reason }। कुछ नहीं बदला; DATABASE_PATH या DATABASE_URL (या --db) जाँचें।
cli-database-missing = { $database } पर कोई डेटाबेस नहीं है: कुछ नहीं किया गया। DATABASE_PATH या --db जाँचें।
cli-refund-broken-none = हर खुली टेबल और मैच लोड होता है: लौटाने के लिए कुछ नहीं है।
cli-refund-broken-found = { $community } में { $game } { $id } लोड नहीं होता (कारण लॉग में है)।
cli-refund-broken-refund = { $amount ->
    [one] { $name } (खिलाड़ी { $player }) को { $amount } चिप लौटाई गई।
   *[other] { $name } (खिलाड़ी { $player }) को { $amount } चिप्स लौटाई गईं।
}
cli-refund-broken-dry-run = { $count ->
    [one] { $count } टेबल या मैच लोड नहीं होता; कुछ भी नहीं बदला गया (--dry-run)।
   *[other] { $count } टेबल और मैच लोड नहीं होते; कुछ भी नहीं बदला गया (--dry-run)।
}
cli-refund-broken-done = { $count ->
    [one] { $count } टेबल या मैच रद्द किया गया और उसकी चिप्स लौटा दी गईं।
   *[other] { $count } टेबल और मैच रद्द किए गए और उनकी चिप्स लौटा दी गईं।
}

# -- issue 13: कंसोल पोकर --
console-help = सूची से कोई संख्या या चाल लिखें (जैसे “raise 60”); “मदद” से नियम फिर दिखते हैं, “q” से सहेजकर बाहर निकलें।
console-no-amount = इस विकल्प में कोई राशि नहीं लगती: इसे बिना संख्या के लिखें।
console-no-such-choice = संख्या से बताइए कौन-सा: { $choices }।
console-not-offered = यह अभी आपके विकल्पों में नहीं है: { $choices }।
console-words-verbs = दांव=bet बढ़ाएँ=raise बढ़ाओ=raise कॉल=call चेक=check फोल्ड=fold ऑल-इन=all_in नज़र=glance बदलें=swap लंगर=anchor ढाल=shield देखें=look होल्ड=hold लॉक=lock
console-words-help = मदद नियम सहायता
console-words-leave = छोड़ें उठें कैशआउट
console-words-yes = हाँ हां ha haan
console-play-again = एक और मैच खेलें? (हाँ/नहीं)
console-reloaded = यह मैच दूसरी विंडो में आगे बढ़ गया; अब यह इस स्थिति में है।
console-match-gone = यह मैच ख़त्म हो गया या दूसरी विंडो में बंद कर दिया गया।
console-opponent-unknown = “{ $name }” नाम का कोई कंप्यूटर खिलाड़ी नहीं है। इनमें से चुनें: { $names }
settings-invalid = feltbot शुरू नहीं हो सकता: { $problems }
poker-console-saved = आपकी सीट सहेज ली गई है। जारी रखने के लिए “feltbot play --game { $game }” फिर से चलाएँ।
poker-console-resumed = आप अपनी { $mode } टेबल पर लौट आए (हाथ { $hand })।
# $powers: yes at a Naiko table (its powers are typed too).
poker-console-choose = संख्या से चुनें या चाल लिखें (“raise 60”, “call”{ $powers ->
        [yes] , “glance”, “swap 1”, “anchor 2”
       *[no] {""}
    }); “मदद” से नियम, “छोड़ें” से कैश-आउट, “q” से सहेजकर बाहर निकलें।
poker-console-left = आपने टेबल छोड़ दी। बैलेंस: { $balance ->
    [one] { $balance } चिप
   *[other] { $balance } चिप्स
}। फिर बैठने के लिए “feltbot play --game { $game }” चलाएँ।
poker-event-show-hand = { $name } ने { $cards } दिखाए: { $hand }।
poker-event-win-hand = { $name } ने { $amount } जीते ({ $hand })।
poker-event-win-hand-side = { $name } ने साइड पॉट { $pot } से { $amount } जीते ({ $hand })।
hand-royal-flush = रॉयल फ़्लश
hand-straight-flush = स्ट्रेट फ़्लश
hand-four-of-a-kind = चार एक जैसे
hand-full-house = फ़ुल हाउस
hand-flush = फ़्लश
hand-straight = स्ट्रेट
hand-three-of-a-kind = तीन एक जैसे
hand-two-pair = दो जोड़े
hand-one-pair = एक जोड़ा
hand-high-card = ऊँचा पत्ता
poker-event-you-post = आपने { $amount } का ब्लाइंड लगाया।
poker-event-you-check = आपने चेक किया।
poker-event-you-call = आपने कॉल किया ({ $amount })।
poker-event-you-bet = आपने { $amount } का दांव लगाया।
poker-event-you-raise = आपने दांव बढ़ाकर { $amount } किया।
poker-event-you-all-in = आप ऑल-इन गए ({ $amount })।
poker-event-you-fold = आपने फोल्ड किया।
poker-event-you-show = आपने { $cards } दिखाए।
poker-event-you-show-hand = आपने { $cards } दिखाए: { $hand }।
poker-event-you-win = आपने { $amount } जीते।
poker-event-you-win-hand = आपने { $hand } से { $amount } जीते।
poker-event-you-return = { $amount } आपको लौटाए गए (कॉल नहीं हुआ)।
poker-event-you-sit = आप { $chips ->
    [one] { $chips } चिप
   *[other] { $chips } चिप्स
} के साथ बैठे।
poker-event-you-rebuy = आपने { $chips ->
    [one] { $chips } चिप
   *[other] { $chips } चिप्स
} के साथ दोबारा बाय-इन किया।
poker-event-you-left = आप { $chips ->
    [one] { $chips } चिप
   *[other] { $chips } चिप्स
} के साथ टेबल छोड़ गए।
poker-event-you-timeout = आपका समय समाप्त हो गया।
poker-event-you-sit-out = आप विराम पर हैं।
poker-event-you-sit-in = आप वापस आ गए।
poker-event-you-leaving = आप इस हाथ के बाद टेबल छोड़ देंगे।
naiko-event-power = { $name } ने { $power } का उपयोग किया ({ $sparks })।
naiko-event-you-power = आपने { $power } का उपयोग किया ({ $sparks })।
naiko-event-anchor = { $form ->
    [you] आपने { $target } पर छोटा लंगर डाला ({ $sparks })।
    [at-you] { $name } ने आप पर छोटा लंगर डाला ({ $sparks }): इस राउंड में आप अधिकतम पॉट जितना बढ़ा सकते हैं, जब तक मुहर की ढाल से जवाब न दें।
   *[other] { $name } ने { $target } पर छोटा लंगर डाला ({ $sparks })।
}
naiko-event-shield = { $form ->
    [you] आपने मुहर की ढाल से { $target } का छोटा लंगर रोका ({ $sparks })।
    [at-you] { $name } ने मुहर की ढाल से आपका छोटा लंगर रोका।
   *[other] { $name } ने मुहर की ढाल से { $target } का छोटा लंगर रोका ({ $sparks })।
}
naiko-event-decline = { $form ->
    [you] आपने { $target } का छोटा लंगर रहने दिया: इस राउंड में आप अधिकतम पॉट जितना बढ़ा सकते हैं।
    [at-you] { $name } ने आपका छोटा लंगर रहने दिया।
   *[other] { $name } ने { $target } का छोटा लंगर रहने दिया।
}
naiko-power-line = · { $power } ({ $sparks }): { $effect }
naiko-power-effect-glance = अगली स्ट्रीट का अगला पत्ता अकेले देखें (रिवर पर नहीं)।
naiko-power-effect-swap = फ़्लॉप से पहले और अपनी पहली चाल से पहले अपना एक पत्ता छोड़ें (“swap 1” या “swap 2” लिखें) और गड्डी का अगला पत्ता लें।
naiko-power-effect-anchor = जिस विरोधी ने इस राउंड में चाल नहीं चली (“anchor” और सीट संख्या लिखें), वह राउंड के अंत तक अधिकतम पॉट जितना बढ़ा सकता है।
naiko-power-effect-shield = आप पर डाले गए लंगर का उसकी समय-सीमा में जवाब देकर उसे रद्द करें।
# The viewer is the anchor's target (NK-6.4).
poker-anchor-window-you = { $by } ने आप पर लंगर डाला: { $seconds } सेकंड में मुहर की ढाल से जवाब दें, या जाने दें।
# A console answer typed after its timer ran out (Seal shield's window, NK-6.4).
poker-console-too-late = बहुत देर हो गई: उस जवाब का समय ख़त्म हो गया और टेबल उसके बिना आगे बढ़ गई।
# A second terminal at the same console table.
poker-console-reloaded = यह टेबल दूसरी विंडो में आगे बढ़ गई; अब यह इस स्थिति में है।

## Table pictures (short notes on a seat's plate)

picture-folded = फ़ोल्ड
picture-all-in = ऑल-इन
picture-sitting-out = बाहर बैठे हैं
picture-waiting = अगले हाथ का इंतज़ार
picture-signal = { $up } ऊपर · { $down } नीचे
picture-locked = लॉक किया
picture-stake = दांव { $amount }
picture-won = { $amount } जीते

## Hand replays (/hand, the console's "hand")

replay-title = टेबल { $table } पर हाथ { $hand }, जैसा टेबल ने देखा:
replay-dealt = सीट { $seat }: { $name }
replay-street = { $street ->
    [flop] फ़्लॉप
    [turn] टर्न
   *[river] रिवर
}: { $cards }
replay-win = { $name } ने { $pot ->
    [0] मुख्य पॉट
   *[other] साइड पॉट { $pot }
} से { $amount } जीते।
# /hand as a picture (pictures on): its title, each street's name and the pot after it.
replay-picture-title = हाथ { $hand } · टेबल { $table }
replay-picture-street = { $street ->
    [preflop] फ़्लॉप से पहले
    [flop] फ़्लॉप
    [turn] टर्न
   *[river] रिवर
}
replay-picture-pot = पॉट { $amount }
replay-not-found = इस टेबल पर इस नंबर का कोई पूरा हुआ हाथ नहीं है।
replay-usage = “हाथ पिछला” या “हाथ” और हाथ का नंबर लिखें।
console-words-hand = हाथ रीप्ले
# After the replay word: the last finished hand.
console-words-last = पिछला आखिरी आख़िरी

## Leaderboards and /stats (issue 21)

board-title = { $metric ->
    [chips] टेबलों पर जीते चिप्स
    [hands] खेले गए हाथ
    [pot] जीता गया सबसे बड़ा पॉट
    [updown] जीते गए अप/डाउन मैच
    [tourneys] खेले गए टूर्नामेंट
    [firsts] जीते गए टूर्नामेंट
    [cashes] टूर्नामेंटों में इनामी स्थान
    [prizes] टूर्नामेंटों में जीते इनाम
   *[asnas] जीते गए आस-नास मैच
} · { $period ->
    [week] पिछले 7 दिन
    [month] पिछले 30 दिन
   *[all] अब तक
}
board-row-chips = { $place }. { $name }: { $value ->
    [one] { $value } चिप
   *[other] { $value } चिप्स
}
board-row-hands = { $place }. { $name }: { $value } हाथ
board-row-wins = { $place }. { $name }: { $value } जीत
board-row-tourneys = { $place }. { $name }: { $value } टूर्नामेंट
board-row-cashes = { $place }. { $name }: { $value } इनामी स्थान
board-empty = इस सूची में अभी कोई नहीं है।
board-page = पेज { $page } / { $pages }
board-button-previous = पिछला
board-button-next = अगला
stats-chart-title = { $name } के चिप्स

## game: tournaments (Sit & Go and Spin, NK-7.3, NK-7.4, NK-9)

tourney-kind-sitngo = सिट एंड गो
tourney-kind-spin = स्पिन
tourney-terms = { $kind }: { $seats } सीटें, प्रवेश शुल्क { $entry } चिप्स, हर खिलाड़ी को { $stack } टूर्नामेंट चिप्स (ये आपका बैलेंस नहीं हैं)। ब्लाइंड हर { $unit ->
    [hands] { $length } हाथों
   *[other] { $length } मिनट
} में बढ़ते हैं।
tourney-prizes-1 = इनाम: { $p1 }।
tourney-prizes-2 = इनाम: { $p1 }, { $p2 }।
tourney-prizes-3 = इनाम: { $p1 }, { $p2 }, { $p3 }।
tourney-place-share = स्थान { $place }: { $percent } %
tourney-place-prize = स्थान { $place }: { $prize ->
    [one] { $prize } चिप
   *[other] { $prize } चिप्स
}
tourney-spin-table-title = इनाम की राशि प्रवेश शुल्कों का योग गुणा शुरुआत में निकाला गया गुणक है ({ $total } में से संभावना):
tourney-spin-row = · { $times }× — { $total } में { $weight }
tourney-spin-expected = गुणक का अपेक्षित मान { $times }×: इनाम की अपेक्षित राशि { $pool ->
    [one] { $pool } चिप
   *[other] { $pool } चिप्स
}।
tourney-spin-split = 100× या उससे ऊपर स्थान 2 और 3 को भी इनाम मिलता है (80/10/10); उससे नीचे विजेता सब ले जाता है।
tourney-last-level = यह आख़िरी स्तर है
tourney-next-level = अगला { $small }/{ $big }, { $when } बाद
tourney-in-minutes = { $minutes } मिनट { $seconds } सेकंड
tourney-in-hands = { $count ->
    [one] { $count } हाथ
   *[other] { $count } हाथ
}
tourney-status = स्तर { $level }: ब्लाइंड { $small }/{ $big } · { $next } · बचे खिलाड़ी { $left } · औसत स्टैक { $average }
tourney-status-place = स्तर { $level }: ब्लाइंड { $small }/{ $big } · { $next } · बचे खिलाड़ी { $left } · औसत स्टैक { $average } · आपका स्थान { $place }
tourney-event-registered = { $name } ने पंजीकरण किया।
tourney-event-start = टूर्नामेंट शुरू! इनाम राशि { $pool } चिप्स{ $times ->
    [1] {""}
   *[other] {" "}(गुणक { $times }×)
}।
tourney-event-level = स्तर { $level }: अब ब्लाइंड { $small }/{ $big } हैं।
tourney-event-eliminated = { $name } स्थान { $place } पर बाहर{ $shared ->
    [1] {""}
   *[other] {" "}({ $shared } खिलाड़ियों के साथ बराबरी)
}{ $prize ->
    [0] {" "}हुए।
   *[other] {" "}और { $prize } चिप्स जीते।
}
tourney-event-you-eliminated = आप स्थान { $place } पर बाहर हैं{ $shared ->
    [1] {""}
   *[other] {" "}({ $shared } खिलाड़ियों के साथ बराबरी)
}{ $prize ->
    [0] ।
   *[other] {" "}और आपने { $prize } चिप्स जीते।
}
tourney-event-winner = { $name } ने टूर्नामेंट और { $prize ->
    [one] { $prize } चिप
   *[other] { $prize } चिप्स
} जीते!
tourney-event-you-winner = आपने टूर्नामेंट और { $prize ->
    [one] { $prize } चिप
   *[other] { $prize } चिप्स
} जीते!
tourney-results-title = { $kind } के नतीजे (इनाम राशि { $pool ->
    [one] { $pool } चिप
   *[other] { $pool } चिप्स
}):
tourney-result = { $place }. { $name } — { $prize } चिप्स{ $shared ->
    [1] {""}
   *[other] {" "}({ $shared } की बराबरी)
}
tourney-result-you = { $place }. आप — { $prize } चिप्स{ $shared ->
    [1] {""}
   *[other] {" "}({ $shared } की बराबरी)
}
error-tournament-full = यह टूर्नामेंट भर चुका है।
error-tournament-not-registered = आप इस टूर्नामेंट में पंजीकृत नहीं हैं।
error-tournament-started = टूर्नामेंट शुरू हो चुका है: पंजीकरण और उसे वापस लेना बंद है।
error-tournament-not-creator = केवल टूर्नामेंट बनाने वाला ही इसे जल्दी शुरू या रद्द कर सकता है।
error-tournament-no-standing = चलते टूर्नामेंट को कोई नहीं छोड़ता: आपकी ग़ैरमौजूदगी में भी आपको पत्ते बाँटे जाते हैं और आपकी ओर से चेक या फ़ोल्ड होता है।
error-tournament-registered = आप पहले से पंजीकृत हैं।
error-tournament-not-full = सभी सीटें भरने पर टूर्नामेंट शुरू होगा।
error-tournament-nobody = अभी तक किसी ने पंजीकरण नहीं किया।
tourney-console-welcome = स्वागत है, { $name }! आपका { $entry ->
    [one] { $entry } चिप
   *[other] { $entry } चिप्स
} का प्रवेश शुल्क चुका दिया गया; बैलेंस { $balance ->
    [one] { $balance } चिप
   *[other] { $balance } चिप्स
}। बाक़ी सीटों पर कंप्यूटर खिलाड़ी बैठेंगे।
tourney-console-resumed = आपका { $kind } जारी है (स्तर { $level })।
tourney-console-saved = टूर्नामेंट में आपकी जगह सुरक्षित है। जारी रखने के लिए “feltbot play --game { $game }” फिर चलाएँ।
tourney-console-no-chips = प्रवेश शुल्क { $entry ->
    [one] { $entry } चिप
   *[other] { $entry } चिप्स
} है और आपका बैलेंस { $balance } है।
tourney-console-over = अब आपका बैलेंस: { $balance ->
    [one] { $balance } चिप
   *[other] { $balance } चिप्स
}। नए टूर्नामेंट के लिए “feltbot play --game { $game }” चलाएँ।
tourney-rules = टूर्नामेंट: सब एक जैसे टूर्नामेंट चिप्स से शुरू करते हैं, जो आपका बैलेंस नहीं हैं; ब्लाइंड स्तर दर स्तर बढ़ते हैं; जिसके चिप्स ख़त्म हो जाएँ वह बाहर हो जाता है, और आख़िर में बचा खिलाड़ी जीतता है। एक ही हाथ में बाहर हुए खिलाड़ियों का स्थान उस हाथ की शुरुआत के स्टैक से तय होता है। स्थान पक्का होते ही प्रवेश शुल्कों से इनाम दिए जाते हैं।
tourney-console-choose = संख्या से चुनें या चाल लिखें (“raise 60”, “call”); “मदद” से नियम, “हाथ पिछला” से पिछला पूरा हुआ हाथ, “q” से सहेजकर बाहर निकलें (आपके लौटने तक कुछ नहीं बदलता)।
tourney-event-cancelled = टूर्नामेंट रद्द कर दिया गया; हर प्रवेश शुल्क लौटा दिया गया है।

# Telegram tournaments (issue 16): /sitngo, /spin, the lobby
tg-cmd-sitngo = सिट एंड गो टूर्नामेंट: 2–9 सीटें, प्रवेश शुल्क, सबसे अच्छे स्थानों को इनाम
tg-cmd-spin = स्पिन: तीन खिलाड़ी, शुरुआत में इनाम का गुणक निकाला जाता है
chat-tourney-usage-sitngo = उपयोग: /sitngo [सीटें 2–9] [प्रवेश शुल्क], जैसे /sitngo 6 100
chat-tourney-usage-spin = उपयोग: /spin [प्रवेश शुल्क], जैसे /spin 100
chat-tourney-lobby-open = इस समूह में इसी तरह का एक टूर्नामेंट पहले से पंजीकरण के लिए खुला है: उसी में पंजीकरण करें।
chat-tourney-registered = { $count ->
    [0] अभी तक किसी ने पंजीकरण नहीं किया ({ $seats } सीटें)।
   *[other] पंजीकृत { $count }/{ $seats }: { $names }
}
chat-tourney-register = पंजीकरण करें ({ $entry ->
    [one] { $entry } चिप
   *[other] { $entry } चिप्स
})
chat-tourney-unregister = पंजीकरण वापस लें
chat-tourney-start = शुरू करें (खाली सीटों पर BOT)
chat-tourney-cancel = टूर्नामेंट रद्द करें
chat-tourney-gone = यह टूर्नामेंट अब खुला नहीं है।
chat-tourney-moving = यह टूर्नामेंट बॉट की दूसरी प्रक्रिया पर जा रहा है। कुछ सेकंड बाद फिर से दबाएँ।
chat-tourney-registered-you = आपका पंजीकरण हो गया: आपके बैलेंस से { $entry ->
    [one] { $entry } चिप
   *[other] { $entry } चिप्स
} लिए गए।
chat-tourney-refunded = आपका पंजीकरण वापस हुआ: आपके { $entry ->
    [one] { $entry } चिप
   *[other] { $entry } चिप्स
} लौट आए।
chat-tourney-leave-lobby = आप इस चैनल की टूर्नामेंट लॉबी में पंजीकृत हैं: छोड़ने के लिए वहाँ “पंजीकरण वापस लें” दबाएँ (आपका प्रवेश शुल्क लौट आएगा)।
chat-tourney-place = टूर्नामेंट: आप { $left } में से स्थान { $place } पर हैं।

# Discord tournaments (issue 16): /tournament sitngo|spin|list|leave
discord-cmd-tournament = टूर्नामेंट
    .desc = टूर्नामेंट: सिट एंड गो और स्पिन
discord-cmd-sitngo = सिट-एंड-गो
    .desc = सिट एंड गो लॉबी खोलें: 2–9 सीटें, सबसे अच्छे स्थानों को इनाम
discord-cmd-spin = स्पिन
    .desc = स्पिन लॉबी खोलें: तीन खिलाड़ी, शुरुआत में इनाम का गुणक निकाला जाता है
discord-cmd-list = सूची
    .desc = इस चैनल में पंजीकरण के लिए खुले टूर्नामेंट
discord-cmd-tourney-leave = छोड़ें
    .desc = शुरुआत से पहले पंजीकरण वापस लें; आपका प्रवेश शुल्क लौट आता है
discord-opt-entry = प्रवेश-शुल्क
    .desc = चिप्स में प्रवेश शुल्क (0: मुफ़्त टूर्नामेंट)
chat-tourney-list-row = { $kind }: { $count }/{ $seats } पंजीकृत, प्रवेश शुल्क { $entry ->
    [one] { $entry } चिप
   *[other] { $entry } चिप्स
}
chat-tourney-list-empty = यहाँ कोई टूर्नामेंट पंजीकरण के लिए खुला नहीं है।

## Chat commands of issue 21 (/hand)

replay-usage-chat = यहाँ की सबसे हाल की टेबल (खुली या बंद) का आख़िरी हाथ देखने के लिए /hand last लिखें, या /hand और हाथ का नंबर (हाथ हर टेबल पर अलग से गिने जाते हैं: उस नंबर वाली सबसे हाल की टेबल दिखाई जाती है)।
tg-cmd-hand = इस समूह का पूरा हुआ पोकर हाथ फिर से देखें
discord-cmd-hand = हाथ
    .desc = इस चैनल का पूरा हुआ पोकर हाथ फिर से देखें
discord-opt-hand = कौन-सा
    .desc = सबसे हाल की टेबल पर हाथ का नंबर, या "last"

## Chat commands of issue 21 (/leaderboard)

board-usage-chat = /leaderboard के साथ week, month या all, और chips, hands, pot, updown, asnas, tourneys, firsts, cashes या prizes लिखें।
tg-cmd-leaderboard = इस समूह में इस हफ़्ते, इस महीने या अब तक कौन आगे है
discord-cmd-leaderboard = लीडरबोर्ड
    .desc = इस सर्वर में इस हफ़्ते, इस महीने या अब तक कौन आगे है
discord-opt-period = अवधि
    .desc = पिछले 7 दिन, पिछले 30 दिन या अब तक
discord-opt-metric = सूची
    .desc = सूची क्या गिनती है
board-period-week = पिछले 7 दिन
board-period-month = पिछले 30 दिन
board-period-all = अब तक
board-metric-chips = जीते चिप्स
board-metric-hands = खेले गए हाथ
board-metric-pot = सबसे बड़ा पॉट
board-metric-updown = ऊपर/नीचे की जीतें
board-metric-asnas = आस-नास की जीतें
board-metric-tourneys = खेले टूर्नामेंट
board-metric-firsts = जीते टूर्नामेंट
board-metric-cashes = इनामी स्थान
board-metric-prizes = टूर्नामेंट इनाम

## Table pictures: a seat's name as the channel shows it (a name already written out)

picture-name = { $name }

## Chat commands of issue 21 (/pictures: tables as pictures per community, by an admin)

tg-cmd-pictures = इस समूह की टेबलें चित्र या पाठ के रूप में दिखाएँ (एडमिन)
pictures-usage-chat = /pictures on या /pictures off लिखें।
pictures-on = अगली बार से यहाँ की टेबलें चित्र के रूप में बनाई जाएँगी।
pictures-off = अगली बार से यहाँ की टेबलें केवल पाठ के रूप में दिखेंगी।
discord-cmd-pictures = चित्र
    .desc = इस सर्वर की टेबलें चित्र या पाठ के रूप में दिखाएँ (सर्वर प्रबंधन)
discord-opt-pictures = स्थिति
    .desc = चालू: चित्र; बंद: केवल पाठ
pictures-choice-on = चालू
pictures-choice-off = बंद

# Match games in a chat (Up/Down; the buttons of every match game), the same on every platform.
chat-ud-title = 🃏 अप/डाउन · डील { $deal }
chat-ud-signal = { $up } अप · { $down } डाउन
chat-ud-locked = पत्ता लॉक है
chat-ud-choosing = पत्ता चुन रहा है
chat-ud-in-round = इस दौर में दाँव { $amount }
chat-ud-did-all-in = { $name } ऑल-इन है: { $amount }।
chat-ud-did-bet = { $name } ने { $amount } का दाँव लगाया।
chat-ud-did-call = { $name } ने { $amount } से कॉल किया।
chat-ud-did-check = { $name } ने चेक किया।
chat-ud-did-fold = { $name } ने फ़ोल्ड किया।
chat-ud-did-raise = { $name } ने { $amount } तक रेज़ किया।
chat-ud-did-returned = { $name } को { $amount } लौटाए गए।
chat-ud-result-fold = डील { $deal }: { $name } ने फ़ोल्ड किया; { $winner } ने { $amount } का पॉट जीता।
chat-ud-result-split = डील { $deal }: बराबर पत्ते, { $amount } का पॉट बाँटा गया।
chat-ud-result-won = डील { $deal }: { $name } ने { $amount } का पॉट जीता।
chat-ud-revealed = लॉक किए पत्ते: { $first } बनाम { $second }
chat-ud-match-over = { $name } ने मैच जीत लिया!
chat-ud-hand = डील { $deal } · आपके पत्ते: { $cards }
chat-ud-hand-locked = आपने { $card } लॉक किया।
chat-ud-no-cards = इस मैच में अभी आपके पास कोई पत्ता नहीं है।
chat-lock-slot = पत्ता { $slot } लॉक करें
chat-preset-min = न्यूनतम { $amount }
chat-preset-half-pot = आधा पॉट: { $amount }
chat-preset-pot = पॉट: { $amount }
chat-preset-all-in = ऑल-इन { $amount }
chat-other-amount = दूसरी राशि
chat-my-cards = मेरे पत्ते
chat-cancelled = खेल रद्द कर दिया गया और दाँव लौटा दिए गए।
chat-cancel-tournament = टूर्नामेंट शुरू होने से पहले उसकी लॉबी के “टूर्नामेंट रद्द करें” बटन से रद्द होता है; शुरू होने के बाद वह अंत तक खेला जाता है।

# Poker tables in a chat, the same on every platform.
poker-back-button = मैं वापस आ गया

## निर्धारित बहु-टेबल टूर्नामेंट (NK-7.5, NK-9)

error-mtt-entries-closed = प्रवेश बंद हैं: देर से पंजीकरण और दोबारा प्रवेश का समय खत्म हो गया।
error-mtt-still-in = आप अभी टूर्नामेंट में हैं: बाहर होने के बाद ही दोबारा प्रवेश कर सकते हैं।
error-mtt-closed = यह टूर्नामेंट अब नहीं चल रहा है।
error-mtt-not-started = टूर्नामेंट अभी शुरू नहीं हुआ: इसके बजाय पंजीकरण करें।
error-mtt-below-minimum = इस टूर्नामेंट को शुरू करने के लिए बहुत कम खिलाड़ी पंजीकृत हैं।
error-mtt-not-admin = यहाँ केवल एडमिन ही टूर्नामेंट तय कर सकता है।
error-mtt-start-past = शुरू होने का समय बीत चुका है: बाद का समय चुनें।
mtt-terms = निर्धारित टूर्नामेंट, { $mode }: प्रवेश { $entry ->
    [one] { $entry } चिप
   *[other] { $entry } चिप्स
}, हर एक को { $stack } टूर्नामेंट चिप्स (ये आपका बैलेंस नहीं हैं), { $size } सीटों वाली टेबलें, कम से कम { $minimum } खिलाड़ी। शुरुआत { $start }।
mtt-terms-blinds-minutes = ब्लाइंड हर { $length } मिनट में बढ़ते हैं।
mtt-terms-blinds-hands = ब्लाइंड हर { $length } हाथों में बढ़ते हैं।
mtt-terms-paid = लगभग 15 % खिलाड़ियों को इनाम मिलता है; पंजीकरण बंद होने पर प्रवेशों की संख्या से इनाम तालिका तय होती है।
mtt-terms-late = लेवल { $level } के अंत तक देर से पंजीकरण, पूरे शुरुआती स्टैक के साथ।
mtt-terms-reentry = बाहर होने के बाद लेवल { $level } के अंत तक दोबारा प्रवेश कर सकते हैं; हर प्रवेश इनाम राशि बढ़ाता है।
mtt-countdown = शुरू होने में { $hours } घं { $minutes } मिनट।
mtt-prizes-title = { $entries } प्रवेशों के इनाम (राशि { $pool ->
    [one] { $pool } चिप
   *[other] { $pool } चिप्स
}, { $paid } स्थानों को इनाम):
mtt-prize-range = स्थान { $first }–{ $last }: हर एक को { $prize ->
    [one] { $prize } चिप
   *[other] { $prize } चिप्स
}
mtt-summary = लेवल { $level } ({ $small }/{ $big }) · बचे खिलाड़ी { $left } · औसत स्टैक { $average } · इनाम राशि { $pool ->
    [one] { $pool } चिप
   *[other] { $pool } चिप्स
} · टेबलें { $tables }
mtt-summary-hand-for-hand = हाथ-दर-हाथ: हर टेबल एक हाथ खेलती है और बाकी का इंतज़ार करती है।
mtt-summary-table = टेबल { $table }: { $players } खिलाड़ी, हाथ { $hand }, सबसे बड़ा स्टैक { $largest }
mtt-summary-table-you = टेबल { $table } (आपकी): { $players } खिलाड़ी, हाथ { $hand }, सबसे बड़ा स्टैक { $largest }
mtt-summary-more-tables = { $count ->
    [one] … और { $count } टेबल
   *[other] … और { $count } टेबलें
}
mtt-event-started = टूर्नामेंट शुरू: { $tables } टेबलों पर { $entries } प्रवेश, इनाम राशि { $pool ->
    [one] { $pool } चिप
   *[other] { $pool } चिप्स
}।
mtt-event-field-final = पंजीकरण बंद: { $entries } प्रवेश, इनाम राशि { $pool ->
    [one] { $pool } चिप
   *[other] { $pool } चिप्स
}, { $paid } स्थानों को इनाम।
mtt-event-moved-you = संतुलन: अगले हाथ से आप टेबल { $table }, सीट { $seat } पर जाते हैं।
mtt-event-moved-in = { $name } टेबल { $from } से इस टेबल पर आते हैं।
mtt-event-moved-out = { $name } टेबल { $to } पर जाते हैं।
mtt-event-broken = टेबल { $table } तोड़ी जाती है: उसके खिलाड़ी दूसरी टेबलों की सीटें ड्रॉ करते हैं।
mtt-event-final-table = फ़ाइनल टेबल टेबल { $table } पर बनती है।
mtt-event-hand-for-hand = हाथ-दर-हाथ: { $left } खिलाड़ी बचे हैं और अगला बाहर होने वाला इनाम से चूकेगा। हर टेबल एक हाथ खेलती है और बाकी का इंतज़ार करती है।
mtt-event-hand-for-hand-over = हाथ-दर-हाथ खत्म: बचे सभी खिलाड़ी इनाम में हैं।
mtt-event-late-entry = { $name } देर से टेबल { $table } पर प्रवेश करते हैं; इनाम राशि अब { $pool ->
    [one] { $pool } चिप
   *[other] { $pool } चिप्स
} है।
mtt-event-re-entry = { $name } दोबारा टेबल { $table } पर प्रवेश करते हैं; इनाम राशि अब { $pool ->
    [one] { $pool } चिप
   *[other] { $pool } चिप्स
} है।
mtt-event-busted = { $name } के चिप्स खत्म हो गए।
mtt-event-out-pending = { $name } बाहर; स्थान पंजीकरण बंद होने पर तय होगा।
mtt-event-cancelled-minimum = टूर्नामेंट रद्द: { $minimum } से कम खिलाड़ी पंजीकृत हुए। हर प्रवेश वापस किया जाता है।
mtt-event-over = टूर्नामेंट खत्म: { $winner } जीतते हैं।
mtt-console-welcome = स्वागत है, { $name }! आपका { $entry ->
    [one] { $entry } चिप
   *[other] { $entry } चिप्स
} का प्रवेश भर दिया गया; बैलेंस { $balance ->
    [one] { $balance } चिप
   *[other] { $balance } चिप्स
}। कंप्यूटर खिलाड़ी बाकी जगह भरते हैं।
mtt-console-resumed = आपका टूर्नामेंट जारी है: लेवल { $level }, { $left } खिलाड़ी बचे।
mtt-console-choose = नंबर से चुनें या चाल लिखें (“raise 60”, “call”); “tables” सभी टेबलें दिखाता है, “help” नियम, “q” सहेजकर बंद करता है।
mtt-console-saved = टूर्नामेंट में आपकी जगह सुरक्षित है। जारी रखने के लिए “feltbot play --game mtt” फिर चलाएँ।
mtt-console-waiting = दूसरी टेबलों का इंतज़ार…
mtt-console-out = आप बाहर हो गए। टूर्नामेंट आपके बिना चलता है:
mtt-console-reentry = आप बाहर हो गए, और दोबारा प्रवेश अभी खुला है: { $entry ->
    [one] { $entry } चिप
   *[other] { $entry } चिप्स
} देकर फिर से प्रवेश करें (बैलेंस { $balance })? (हाँ/नहीं)
mtt-console-reentry-short = दोबारा प्रवेश { $entry ->
    [one] { $entry } चिप
   *[other] { $entry } चिप्स
} का है और आपका बैलेंस { $balance } है: आप फिर से प्रवेश नहीं कर सकते।
mtt-console-reentered = आप पूरे शुरुआती स्टैक के साथ फिर से खेल में हैं; बैलेंस { $balance ->
    [one] { $balance } चिप
   *[other] { $balance } चिप्स
}।
mtt-console-over = अब आपका बैलेंस: { $balance ->
    [one] { $balance } चिप
   *[other] { $balance } चिप्स
}। नए टूर्नामेंट के लिए “feltbot play --game mtt” चलाएँ।
mtt-rules = निर्धारित टूर्नामेंट: सब एक जैसे टूर्नामेंट चिप्स से शुरू करते हैं, जो आपका बैलेंस नहीं हैं; ब्लाइंड लेवल के साथ बढ़ते हैं। हर हाथ के बाद टेबलें एक-दो खिलाड़ियों के अंतर में रखी जाती हैं: अगला बड़ा ब्लाइंड देने वाला खिलाड़ी छोटी टेबल पर जाता है। बाकी टेबलों में जगह होते ही एक टेबल तोड़ी जाती है। इनाम के पास हर टेबल हाथ-दर-हाथ खेलती है। लगभग 15 % खिलाड़ियों को इनाम मिलता है।
mtt-kind = निर्धारित टूर्नामेंट
console-words-tables = tables टेबलें

## चुनौतियाँ, हर चैट में एक जैसी (bot/frontend/challenges.py)
chat-challenge = { $challenger } ने { $opponent } को अप/डाउन की चुनौती दी है। हर खिलाड़ी { $stake ->
    [one] { $stake } चिप लाता है।
   *[other] { $stake } चिप्स लाता है।
}
chat-accept = स्वीकार करें
chat-decline = अस्वीकार करें
chat-challenge-self = आप खुद को चुनौती नहीं दे सकते।
chat-challenge-open = { $challenger } और { $opponent } के बीच पहले से एक खुली चुनौती है: पहले उसे स्वीकार या अस्वीकार करें।
chat-already-playing = { $name } का यहाँ पहले से एक अप/डाउन खेल चल रहा है। पहले उसे पूरा करें।
chat-challenge-declined = { $opponent } ने चुनौती अस्वीकार कर दी।
chat-challenge-not-for-you = यह चुनौती { $name } के लिए है।
chat-challenge-expired = यह चुनौती समाप्त हो चुकी है। किसी को चुनौती देने के लिए फिर से /updown भेजें।
chat-challenger-short = { $name } के पास अब इस मैच के लिए ज़रूरी { $stake ->
    [one] { $stake } चिप
   *[other] { $stake } चिप्स
} नहीं हैं: चुनौती रद्द हुई।

## चैट में निर्धारित टूर्नामेंट (bot/frontend/mtt.py)
mtt-chat-registered = पंजीकृत: { $count } ({ $names })
mtt-chat-more = { $count } और
mtt-chat-registered-none = पंजीकृत: { $count }
mtt-chat-my-table = मेरी टेबल
mtt-chat-no-table = इस टूर्नामेंट में अभी आपकी कोई सीट नहीं है।
mtt-thread-name = { $tournament } · टेबल { $table }
mtt-thread-unnamed = टूर्नामेंट { $id }
mtt-chat-your-table = आपकी टेबल: { $place }
mtt-chat-cancelled = टूर्नामेंट रद्द कर दिया गया है; हर प्रवेश शुल्क लौटा दिया गया है।
mtt-chat-reminder = एक निर्धारित टूर्नामेंट { $minutes } मिनट में शुरू होगा, अब तक { $count } प्रवेश: खेलने के लिए उसके संदेश पर पंजीकरण दबाएँ।
mtt-chat-list-row = { $name }: { $count } प्रवेश, { $start } को शुरू
mtt-chat-list-running = { $name }: चल रहा है, { $left } खिलाड़ी बाकी
mtt-chat-list-empty = यहाँ कोई निर्धारित टूर्नामेंट नहीं है।
tg-cmd-mtt = एक निर्धारित मल्टी-टेबल टूर्नामेंट: एक निर्धारित करें (एडमिन) या सूची देखें
mtt-chat-usage-telegram = उपयोग: /mtt <मिनट> [प्रवेश शुल्क] [कंप्यूटर खिलाड़ी] [holdem|omaha|naiko] उतने मिनट बाद शुरू होने वाला टूर्नामेंट निर्धारित करता है (समूह एडमिन); /mtt list इस समूह के टूर्नामेंट दिखाता है। बाकी शर्तें नाम=संख्या के रूप में: stack= (शुरुआती चिप्स, 5,000), seats= (हर टेबल पर, 9), min= (कम से कम खिलाड़ी, 2), level= (हर ब्लाइंड स्तर के मिनट, 10), late= और reentry= (उस स्तर के अंत तक; 0: नहीं)।
discord-cmd-schedule = निर्धारित
    .desc = यहाँ एक मल्टी-टेबल टूर्नामेंट निर्धारित करें (सर्वर प्रबंधन)
discord-opt-minutes = मिनट
    .desc = अभी से शुरुआत तक के मिनट
discord-opt-mtt-bots = बॉट
    .desc = तुरंत दर्ज किए जाने वाले कंप्यूटर खिलाड़ी
discord-opt-stack = चिप्स
    .desc = हर खिलाड़ी के शुरुआती टूर्नामेंट चिप्स (डिफ़ॉल्ट 5,000)
discord-opt-minimum = न्यूनतम
    .desc = शुरू होने के लिए सबसे कम खिलाड़ी (डिफ़ॉल्ट 2); उससे कम पर रद्द और वापसी
discord-opt-level = स्तर
    .desc = हर ब्लाइंड स्तर के मिनट (डिफ़ॉल्ट 10)
discord-opt-late = देर-से
    .desc = इस स्तर के अंत तक देर से पंजीकरण (0: नहीं)
discord-opt-reentry = फिर-से
    .desc = बाहर होने के बाद इस स्तर के अंत तक फिर से प्रवेश (0: नहीं)
mtt-chat-bad-terms = टूर्नामेंट के लिए कम से कम { $stack } शुरुआती चिप्स, हर टेबल पर { $seats_min } से { $seats_max } सीटें, 2 से { $players } खिलाड़ी, 1 से { $minutes } मिनट के ब्लाइंड स्तर, और देर से पंजीकरण या फिर से प्रवेश अधिकतम स्तर { $levels } तक चाहिए।
