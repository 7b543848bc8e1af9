// Confusable detection (UTS #39 skeletons) through ICU's spoof checker.
#include "CICU.h"
#include "cicu_internal.h"

#include <unicode/uspoof.h>

CICUSpoofChecker *cicu_spoof_open(void) {
    UErrorCode status = U_ZERO_ERROR;
    USpoofChecker *checker = uspoof_open(&status);
    if (U_FAILURE(status)) {
        return NULL;
    }
    return (CICUSpoofChecker *)checker;
}

void cicu_spoof_close(CICUSpoofChecker *checker) {
    uspoof_close((USpoofChecker *)checker);
}

int32_t cicu_spoof_skeleton(const CICUSpoofChecker *checker, const uint16_t *text, int32_t length,
                            uint16_t *dest, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t result = uspoof_getSkeleton((const USpoofChecker *)checker, 0, (const UChar *)text, length,
                                        (UChar *)dest, capacity, &status);
    return cicu_filled_length(result, status);
}
