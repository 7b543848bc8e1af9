// Break iteration: characters, words (with dictionary segmentation for Thai, Japanese, …), lines, sentences.
#include "CICU.h"
#include "cicu_internal.h"

#include <unicode/ubrk.h>

_Static_assert(CICU_BREAK_CHARACTER == UBRK_CHARACTER, "break type constants drifted");
_Static_assert(CICU_BREAK_WORD == UBRK_WORD, "break type constants drifted");
_Static_assert(CICU_BREAK_LINE == UBRK_LINE, "break type constants drifted");
_Static_assert(CICU_BREAK_SENTENCE == UBRK_SENTENCE, "break type constants drifted");

CICUBreakIterator *cicu_break_open(int32_t type, const char *locale) {
    if (type < UBRK_CHARACTER || type > UBRK_SENTENCE) {
        return NULL;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open((UBreakIteratorType)type, locale, NULL, 0, &status);
    if (U_FAILURE(status)) {
        return NULL;
    }
    return (CICUBreakIterator *)iterator;
}

CICUBreakIterator *cicu_break_clone(const CICUBreakIterator *iterator) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *clone = ubrk_clone((const UBreakIterator *)iterator, &status);
    if (U_FAILURE(status)) {
        return NULL;
    }
    return (CICUBreakIterator *)clone;
}

void cicu_break_close(CICUBreakIterator *iterator) {
    ubrk_close((UBreakIterator *)iterator);
}

int32_t cicu_break_segment(CICUBreakIterator *iterator, const uint16_t *text, int32_t length,
                           int32_t *boundaries, int32_t *statuses, int32_t capacity) {
    UBreakIterator *breaks = (UBreakIterator *)iterator;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaks, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t count = 0;
    for (int32_t boundary = ubrk_first(breaks); boundary != UBRK_DONE; boundary = ubrk_next(breaks)) {
        if (count >= capacity) {
            count = -1;
            break;
        }
        boundaries[count] = boundary;
        statuses[count] = ubrk_getRuleStatus(breaks);
        count += 1;
    }
    // Drop the reference to the caller's buffer so a pooled iterator never points at freed memory.
    static const UChar empty[1] = {0};
    UErrorCode resetStatus = U_ZERO_ERROR;
    ubrk_setText(breaks, empty, 0, &resetStatus);
    return count;
}
