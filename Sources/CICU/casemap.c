// Locale-aware case mapping: lower, upper, title and fold.
#include "CICU.h"
#include "cicu_internal.h"

#include <unicode/ustring.h>
#include <unicode/stringoptions.h>
#include <unicode/ubrk.h>
#include <unicode/ucasemap.h>

_Static_assert(CICU_TITLECASE_WHOLE_STRING == U_TITLECASE_WHOLE_STRING, "title-case options drifted");
_Static_assert(CICU_TITLECASE_SENTENCES == U_TITLECASE_SENTENCES, "title-case options drifted");
_Static_assert(CICU_TITLECASE_NO_LOWERCASE == U_TITLECASE_NO_LOWERCASE, "title-case options drifted");
_Static_assert(CICU_TITLECASE_NO_BREAK_ADJUSTMENT == U_TITLECASE_NO_BREAK_ADJUSTMENT, "title-case options drifted");
_Static_assert(CICU_TITLECASE_ADJUST_TO_CASED == U_TITLECASE_ADJUST_TO_CASED, "title-case options drifted");

/// Title-cases with options, which only the UCaseMap API takes. A UCaseMap adopts the iterator it is given, so
/// it gets a clone and the caller keeps its own.
static int32_t cicu_title_with_options(const char *locale, uint32_t options, UBreakIterator *wordIterator,
                                       const uint16_t *text, int32_t length, uint16_t *dest, int32_t capacity,
                                       UErrorCode *status) {
    UCaseMap *caseMap = ucasemap_open(locale, options, status);
    if (U_FAILURE(*status)) {
        return -1;
    }
    if (wordIterator != NULL) {
        UBreakIterator *clone = ubrk_clone(wordIterator, status);
        if (U_SUCCESS(*status)) {
            ucasemap_setBreakIterator(caseMap, clone, status);
        }
    }
    int32_t result = -1;
    if (U_SUCCESS(*status)) {
        result = ucasemap_toTitle(caseMap, (UChar *)dest, capacity, (const UChar *)text, length, status);
    }
    ucasemap_close(caseMap);
    return result;
}

int32_t cicu_case_map(int32_t mapping, const char *locale, uint32_t titleOptions, CICUBreakIterator *wordIterator,
                      const uint16_t *text, int32_t length, uint16_t *dest, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t result;
    switch (mapping) {
    case CICU_CASE_LOWER:
        result = u_strToLower((UChar *)dest, capacity, (const UChar *)text, length, locale, &status);
        break;
    case CICU_CASE_UPPER:
        result = u_strToUpper((UChar *)dest, capacity, (const UChar *)text, length, locale, &status);
        break;
    case CICU_CASE_TITLE:
        if (titleOptions == 0) {
            // u_strToTitle uses the caller's iterator without adopting it (NULL: it opens the locale's own).
            result = u_strToTitle((UChar *)dest, capacity, (const UChar *)text, length,
                                  (UBreakIterator *)wordIterator, locale, &status);
            if (wordIterator != NULL) {
                // Drop the iterator's reference to `text`, as cicu_break_segment does.
                static const UChar empty[1] = {0};
                UErrorCode resetStatus = U_ZERO_ERROR;
                ubrk_setText((UBreakIterator *)wordIterator, empty, 0, &resetStatus);
            }
        } else {
            result = cicu_title_with_options(locale, titleOptions, (UBreakIterator *)wordIterator,
                                             text, length, dest, capacity, &status);
        }
        break;
    case CICU_CASE_FOLD:
        result = u_strFoldCase((UChar *)dest, capacity, (const UChar *)text, length, U_FOLD_CASE_DEFAULT, &status);
        break;
    default:
        return -1;
    }
    return cicu_filled_length(result, status);
}
