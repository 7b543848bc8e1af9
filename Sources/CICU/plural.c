// Cardinal plural rules (CLDR) for a locale.
#include "CICU.h"
#include "cicu_internal.h"

#include <string.h>
#include <unicode/upluralrules.h>
#include <unicode/uenum.h>
#include <unicode/putil.h>

CICUPluralRules *cicu_plural_rules_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status)) {
        return NULL;
    }
    return (CICUPluralRules *)rules;
}

void cicu_plural_rules_close(CICUPluralRules *rules) {
    uplrules_close((UPluralRules *)rules);
}

int32_t cicu_plural_rules_keywords(const CICUPluralRules *rules, char *dest, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords((const UPluralRules *)rules, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t needed = 0;
    int32_t keywordLength = 0;
    const char *keyword;
    while ((keyword = uenum_next(keywords, &keywordLength, &status)) != NULL && U_SUCCESS(status)) {
        int32_t separator = needed > 0 ? 1 : 0;
        if (needed + separator + keywordLength < capacity) {
            if (separator) {
                dest[needed] = ' ';
            }
            memcpy(dest + needed + separator, keyword, (size_t)keywordLength);
        }
        needed += separator + keywordLength;
    }
    uenum_close(keywords);
    if (U_FAILURE(status)) {
        return -1;
    }
    if (needed < capacity) {
        dest[needed] = '\0';
    }
    return needed;
}

int32_t cicu_plural_rules_select(const CICUPluralRules *rules, double number, char *dest, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UChar keyword[32];
    int32_t length = uplrules_select((const UPluralRules *)rules, number, keyword, 32, &status);
    if (U_FAILURE(status) || length >= 32) {
        return -1;
    }
    if (length < capacity) {
        u_UCharsToChars(keyword, dest, length);
        dest[length] = '\0';
    }
    return length;
}

int32_t cicu_plural_rules_first_integer(const CICUPluralRules *rules, const char *keyword, int32_t limit) {
    UChar wanted[32];
    size_t wantedLength = strlen(keyword);
    if (wantedLength >= 32) {
        return -1;
    }
    u_charsToUChars(keyword, wanted, (int32_t)wantedLength);
    UChar found[32];
    for (int32_t number = 0; number < limit; number++) {
        UErrorCode status = U_ZERO_ERROR;
        int32_t length = uplrules_select((const UPluralRules *)rules, (double)number, found, 32, &status);
        if (U_FAILURE(status)) {
            return -1;
        }
        if ((size_t)length == wantedLength && memcmp(found, wanted, wantedLength * sizeof(UChar)) == 0) {
            return number;
        }
    }
    return -1;
}
