// Locale helpers: BCP-47 tag conversion, writing direction and quotation delimiters.
#include "CICU.h"
#include "cicu_internal.h"

#include <unicode/uloc.h>
#include <unicode/ulocdata.h>

_Static_assert(CICU_DELIMITER_QUOTATION_START == ULOCDATA_QUOTATION_START, "delimiter constants drifted");
_Static_assert(CICU_DELIMITER_QUOTATION_END == ULOCDATA_QUOTATION_END, "delimiter constants drifted");
_Static_assert(CICU_DELIMITER_ALT_QUOTATION_START == ULOCDATA_ALT_QUOTATION_START, "delimiter constants drifted");
_Static_assert(CICU_DELIMITER_ALT_QUOTATION_END == ULOCDATA_ALT_QUOTATION_END, "delimiter constants drifted");

int32_t cicu_locale_from_language_tag(const char *tag, char *dest, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(tag, dest, capacity, &parsed, &status);
    if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) {
        return -1;
    }
    if (parsed == 0 && tag[0] != '\0') {
        return -1;
    }
    return length;
}

int32_t cicu_locale_is_right_to_left(const char *locale) {
    return uloc_isRightToLeft(locale) ? 1 : 0;
}

int32_t cicu_locale_delimiter(const char *locale, int32_t which, uint16_t *dest, int32_t capacity) {
    if (which < ULOCDATA_QUOTATION_START || which > ULOCDATA_ALT_QUOTATION_END) {
        return -1;
    }
    UErrorCode status = U_ZERO_ERROR;
    ULocaleData *data = ulocdata_open(locale, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t length = ulocdata_getDelimiter(data, (ULocaleDataDelimiterType)which, (UChar *)dest, capacity, &status);
    ulocdata_close(data);
    return cicu_filled_length(length, status);
}
