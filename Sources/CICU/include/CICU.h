// CICU: a few plain-C wrappers around the system ICU (libicu) for the CopyText module.
//
// Why this exists: on Linux, Foundation ships its own copy of ICU's headers (module `_FoundationICU`), so a Swift
// module that also sees the system <unicode/*.h> fails to build; and ICU renames every function with a version
// suffix through macros (`ubrk_open` is really `ubrk_open_72`), which Swift cannot call by the plain name. This
// header therefore includes NO ICU header and speaks only plain C types (UTF-16 as uint16_t, int32_t, char *).
// The .c files beside it include ICU, see its macros, and link icuuc/icui18n/icudata.
//
// Conventions:
// - Text is UTF-16 (`const uint16_t *text, int32_t length`); offsets are UTF-16 code-unit offsets.
// - `locale` is an ICU locale ID ("pt_BR", "zh_Hant_HK"); convert BCP-47 tags with cicu_locale_from_language_tag.
// - Functions that fill a caller buffer return the length the full result needs (like ICU's preflighting): when
//   it exceeds `capacity`, nothing useful was written and the caller retries with a larger buffer. They return
//   -1 on any other ICU error.
// - Opaque objects are not thread-safe unless stated: use one per thread (clone break iterators).

#ifndef CICU_H
#define CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Locales

/// Converts a BCP-47 language tag ("pt-BR", "zh-Hant-HK") to an ICU locale ID ("pt_BR", "zh_Hant_HK").
/// Returns the ID's length (excluding the terminating NUL), or -1 when the tag cannot be parsed.
int32_t cicu_locale_from_language_tag(const char *tag, char *dest, int32_t capacity);

/// Returns 1 when the locale's script is written right to left, 0 otherwise.
int32_t cicu_locale_is_right_to_left(const char *locale);

#define CICU_DELIMITER_QUOTATION_START 0
#define CICU_DELIMITER_QUOTATION_END 1
#define CICU_DELIMITER_ALT_QUOTATION_START 2
#define CICU_DELIMITER_ALT_QUOTATION_END 3

/// Writes one of the locale's quotation delimiters (CICU_DELIMITER_*) from ICU locale data.
int32_t cicu_locale_delimiter(const char *locale, int32_t which, uint16_t *dest, int32_t capacity);

// MARK: - Break iteration

#define CICU_BREAK_CHARACTER 0
#define CICU_BREAK_WORD 1
#define CICU_BREAK_LINE 2
#define CICU_BREAK_SENTENCE 3

/// An ICU break iterator (UBreakIterator). Not thread-safe: clone it for each thread.
typedef struct CICUBreakIterator CICUBreakIterator;

/// Opens a break iterator of type CICU_BREAK_* for a locale; NULL on failure.
CICUBreakIterator *cicu_break_open(int32_t type, const char *locale);

/// Clones a break iterator (much cheaper than opening one); NULL on failure.
CICUBreakIterator *cicu_break_clone(const CICUBreakIterator *iterator);

void cicu_break_close(CICUBreakIterator *iterator);

/// Segments `text` and writes every boundary (starting with 0, ending with `length`) and, beside each, the rule
/// status of the segment that ends there (UBRK_WORD_* ranges for word breaks, UBRK_LINE_* for line breaks).
/// `capacity` = length + 1 always suffices. Returns the number of boundaries, or -1 on error.
/// The iterator keeps no reference to `text` after the call.
int32_t cicu_break_segment(CICUBreakIterator *iterator, const uint16_t *text, int32_t length,
                           int32_t *boundaries, int32_t *statuses, int32_t capacity);

// MARK: - Case mapping

#define CICU_CASE_LOWER 0
#define CICU_CASE_UPPER 1
#define CICU_CASE_TITLE 2
#define CICU_CASE_FOLD 3

// Title-case options; the values equal ICU's U_TITLECASE_* (checked at compile time in the implementation).
#define CICU_TITLECASE_WHOLE_STRING 0x20
#define CICU_TITLECASE_SENTENCES 0x40
#define CICU_TITLECASE_NO_LOWERCASE 0x100
#define CICU_TITLECASE_NO_BREAK_ADJUSTMENT 0x200
#define CICU_TITLECASE_ADJUST_TO_CASED 0x400

/// Case-maps `text` (CICU_CASE_*) with the locale's rules (Turkish dotted I, Greek final sigma, Dutch IJ, …).
/// For CICU_CASE_TITLE, `titleOptions` holds CICU_TITLECASE_* flags and `wordIterator` an optional word break
/// iterator to find the words (NULL: ICU opens one, or uses the whole string/sentences as the options say). The
/// iterator stays the caller's (it is used, or cloned when options are given, never closed). Both are ignored
/// for the other mappings.
int32_t cicu_case_map(int32_t mapping, const char *locale, uint32_t titleOptions, CICUBreakIterator *wordIterator,
                      const uint16_t *text, int32_t length, uint16_t *dest, int32_t capacity);

// MARK: - Normalization

#define CICU_NORMALIZATION_NFC 0
#define CICU_NORMALIZATION_NFD 1
#define CICU_NORMALIZATION_NFKC 2
#define CICU_NORMALIZATION_NFKD 3

/// Returns 1 when `text` is already in the normalization form (CICU_NORMALIZATION_*), 0 when not, -1 on error.
int32_t cicu_is_normalized(int32_t form, const uint16_t *text, int32_t length);

/// Writes `text` in the normalization form.
int32_t cicu_normalize(int32_t form, const uint16_t *text, int32_t length, uint16_t *dest, int32_t capacity);

/// Fills `classes[i]` for the code points `start + i` (i < count): the canonical combining class when the code
/// point's NFC_Quick_Check is Yes, 255 when it is No or Maybe (what the NFC quick check of UAX #15 reads).
void cicu_nfc_quick_check_classes(int32_t start, int32_t count, uint8_t *classes);

// MARK: - Scripts

/// The ICU script code (UScriptCode) of a code point's Script property; -1 on error.
int32_t cicu_script(uint32_t codePoint);

/// Writes the code point's Script_Extensions as ICU script codes; returns how many there are.
int32_t cicu_script_extensions(uint32_t codePoint, int32_t *codes, int32_t capacity);

/// The ISO 15924 code of an ICU script code ("Latn", "Cyrl", "Zyyy"); NULL for an unknown code.
/// The string is static: do not free it.
const char *cicu_script_short_name(int32_t scriptCode);

// MARK: - Plural rules

/// A locale's cardinal plural rules (UPluralRules). Immutable once opened: safe to share between threads.
typedef struct CICUPluralRules CICUPluralRules;

CICUPluralRules *cicu_plural_rules_open(const char *locale);

void cicu_plural_rules_close(CICUPluralRules *rules);

/// Writes the locale's plural keywords separated by single spaces, in ICU's order, NUL-terminated.
int32_t cicu_plural_rules_keywords(const CICUPluralRules *rules, char *dest, int32_t capacity);

/// Writes the keyword ("one", "few", …) the rules select for `number`, NUL-terminated.
int32_t cicu_plural_rules_select(const CICUPluralRules *rules, double number, char *dest, int32_t capacity);

/// The smallest integer in 0 ..< `limit` for which the rules select `keyword` (ASCII, NUL-terminated); -1 when
/// none does, or on failure.
int32_t cicu_plural_rules_first_integer(const CICUPluralRules *rules, const char *keyword, int32_t limit);

// MARK: - Confusables (UTS #39)

/// An ICU spoof checker (USpoofChecker). Its skeleton function is safe to call from several threads at once.
typedef struct CICUSpoofChecker CICUSpoofChecker;

CICUSpoofChecker *cicu_spoof_open(void);

void cicu_spoof_close(CICUSpoofChecker *checker);

/// Writes the UTS #39 confusable skeleton of `text` (look-alike characters mapped to one prototype).
int32_t cicu_spoof_skeleton(const CICUSpoofChecker *checker, const uint16_t *text, int32_t length,
                            uint16_t *dest, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif // CICU_H
