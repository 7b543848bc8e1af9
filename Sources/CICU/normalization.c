// Unicode normalization (NFC, NFD, NFKC, NFKD) through ICU's shared normalizer instances.
#include "CICU.h"
#include "cicu_internal.h"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>

/// ICU's normalizer instances are owned by ICU, created once and safe to share between threads.
static const UNormalizer2 *cicu_normalizer(int32_t form, UErrorCode *status) {
    switch (form) {
    case CICU_NORMALIZATION_NFC: return unorm2_getNFCInstance(status);
    case CICU_NORMALIZATION_NFD: return unorm2_getNFDInstance(status);
    case CICU_NORMALIZATION_NFKC: return unorm2_getNFKCInstance(status);
    case CICU_NORMALIZATION_NFKD: return unorm2_getNFKDInstance(status);
    default:
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
}

int32_t cicu_is_normalized(int32_t form, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *normalizer = cicu_normalizer(form, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    UBool normalized = unorm2_isNormalized(normalizer, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    return normalized ? 1 : 0;
}

int32_t cicu_normalize(int32_t form, const uint16_t *text, int32_t length, uint16_t *dest, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *normalizer = cicu_normalizer(form, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t result = unorm2_normalize(normalizer, (const UChar *)text, length, (UChar *)dest, capacity, &status);
    return cicu_filled_length(result, status);
}

void cicu_nfc_quick_check_classes(int32_t start, int32_t count, uint8_t *classes) {
    for (int32_t i = 0; i < count; i++) {
        UChar32 c = start + i;
        classes[i] = u_getIntPropertyValue(c, UCHAR_NFC_QUICK_CHECK) == UNORM_YES ? (uint8_t)u_getCombiningClass(c) : 255;
    }
}
