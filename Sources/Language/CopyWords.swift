import CopylintData
/// English copy vocabulary for the accessibility and device-verb rules, read from `Locales/en/copy-words.json`.
///
/// The rules need word lists a copy editor should be able to review without reading Swift: which words are UI
/// verbs and what their third-person form is (a VoiceOver hint says "Plays the song.", not "Play the song."),
/// which words name a gesture, which verbs are wrong on which platform (tap on a Mac, click on an iPhone), and
/// which words name a control's type in an accessibility label. Every word is stored lowercased.
public struct CopyWords: Sendable, Decodable {
    /// Gesture vocabulary: a hint must not name the gesture that triggers it.
    public struct Gestures: Sendable, Decodable {
        /// Gesture verbs, base → third person (`double-tap` → `double-taps`).
        public var verbs: [String: String]
        /// Every single-word form of a gesture verb (`tap`, `tapping`, `double-tapped`, …).
        public var words: Set<String>
        /// Gestures written as several words (`double tap`, `touch and hold`).
        public var phrases: [String]
        /// Phrases with a gesture word that name no gesture (`Touch ID`, `in touch`).
        public var notGestures: [String]
    }

    /// How one hold phrase is written on touch and on pointer platforms.
    public struct HoldPhrase: Sendable, Decodable {
        /// The wrong phrase, lowercased, words separated by single spaces (`long press`, `tap-and-hold`).
        public var phrase: String
        /// What Apple writes on touch platforms (`touch and hold`).
        public var touch: String
        /// What Apple writes on a Mac or Apple TV (`press and hold`).
        public var pointer: String
        /// True for "long press": on a Mac it also names a mouse-button gesture of its own (mouse and trackpad
        /// settings tell a long press from a hold), so it is no error there.
        public var namesAMouseGesture: Bool?
    }

    /// The Apple Style Guide's device verbs (tap, click, touch and hold) and the words that tell a noun or a
    /// pointer context from a wrong verb.
    public struct DeviceVerbs: Sendable, Decodable {
        /// Platforms whose people tap (`ios`, `ipados`, `watchos`, `visionos`).
        public var touchPlatforms: Set<String>
        /// Platforms whose people click (`macos`).
        public var pointerPlatforms: Set<String>
        /// Forms of click and the touch verb that replaces each.
        public var click: [String: String]
        /// Forms of tap and the pointer verb that replaces each.
        public var tap: [String: String]
        /// Forms of touch (the verb) and the form of tap that replaces each.
        public var touch: [String: String]
        /// Verb forms that must not be followed by "on" (`tap on` → `tap`).
        public var on: [String: String]
        /// Tap and hold, long press, and their forms.
        public var holds: [HoldPhrase]
        /// Words right before "click" that make it a noun for a mouse or trackpad click (`middle click`).
        public var clickQualifiers: Set<String>
        /// Words that show the text is about a mouse or trackpad, where click is the right verb on any platform.
        public var pointerContext: Set<String>
        /// Words after "click" that make it a sound (`click sound`).
        public var clickSounds: Set<String>
        /// Words before "click" that make it a sound (`keyboard clicks`).
        public var clickSoundBefore: Set<String>
        /// Words before "touch" that make it a noun or an idiom (`a personal touch`, `stay in touch`).
        public var touchNounBefore: Set<String>
        /// Words after "touch" that make it a noun or a compound (`touch up`, `touch screen`).
        public var touchNounAfter: Set<String>
        /// Words that show a Mac text is about a trackpad, where tap is the right verb.
        public var tapContext: Set<String>
        /// Words only one platform's interface uses, the evidence a table's own text gives of its platform.
        public var platformWords: PlatformWords
    }

    /// Words and phrases only one platform's interface uses (`menu bar` on a Mac, `Home Screen` on an iPhone).
    public struct PlatformWords: Sendable, Decodable {
        public var macos: [String]
        public var ios: [String]
    }

    /// Words that name a control's type, for `a11y-label-control-type`.
    public struct ControlTypes: Sendable, Decodable {
        /// One-word control types (`button`, `icon`, `switch`).
        public var words: Set<String>
        /// Several-word control types (`check box`, `radio button`).
        public var phrases: [String]
        /// Type words that are verbs when they start a label with more words (`Switch Account`).
        public var verbsWhenFirst: Set<String>
        /// Type words that, standing alone, name an action (`Link`, `Switch`).
        public var actionsAlone: Set<String>
        /// "Image of" and its kin: a label that describes the view instead of its content.
        public var ofPhrases: [String]
        /// Verbs that make the type word the object of an action (`Copy Link`, `Enable gesture button`), by
        /// word (`link`, `icon`, `media` for image, picture and graphic, `control` for the others).
        public var contentVerbs: [String: Set<String>]
        /// Words after a type word that show it ends the name of the control ("Button to play music").
        public var followers: Set<String>
        /// Words before link, icon, image, picture or graphic that make the pair a thing rather than a control
        /// (`App icon`, `Profile picture`, `Payment link`).
        public var contentModifiers: Set<String>
        /// Words before "button" that make it a physical button (`mouse button`, `side button`).
        public var hardwareButtons: Set<String>
    }

    /// When a hint's first word is an imperative and not a noun ("Search results." is no imperative).
    public struct Hints: Sendable, Decodable {
        /// Verbs that are as often nouns at the start of a hint ("Filter options", "Search results"): they count
        /// as imperatives only before a word in `objectStarters` or alone.
        public var nounLikeVerbs: Set<String>
        /// Words that begin a verb's object or complement (the, your, it, to, up, …).
        public var objectStarters: Set<String>
    }

    /// UI verbs, base → third person singular (`play` → `plays`, `copy` → `copies`).
    public var verbs: [String: String]
    public var gestures: Gestures
    public var hints: Hints
    public var deviceVerbs: DeviceVerbs
    public var controlTypes: ControlTypes
    public var articles: Set<String>
    /// Nouns a capital letter can name (`Column A`, `Plan B`), so that "A" after them is no article.
    public var letterNameNouns: Set<String>

    /// The shipped English word lists.
    public static let english: CopyWords = {
        guard let words = BundledData.decode(CopyWords.self, from: "Locales/en/copy-words.json") else {
            preconditionFailure("Locales/en/copy-words.json is missing from the build")
        }
        return words
    }()

    /// The set of third-person forms of every verb and gesture verb (`plays`, `double-taps`).
    public var thirdPersonForms: Set<String> {
        Set(verbs.values).union(gestures.verbs.values)
    }

    /// The third-person form of a base-form verb or gesture verb, nil when the word is not one.
    public func thirdPerson(of base: String) -> String? {
        let lowered = base.lowercased()
        return verbs[lowered] ?? gestures.verbs[lowered]
    }
}
