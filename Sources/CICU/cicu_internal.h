// Helpers shared by the CICU implementation files (not part of the public header).
#ifndef CICU_INTERNAL_H
#define CICU_INTERNAL_H

#include <stdint.h>
#include <unicode/utypes.h>

/// Turns an ICU fill-a-buffer result into CICU's convention: the needed length on success or buffer overflow
/// (the caller retries with a larger buffer), -1 on any other error.
static inline int32_t cicu_filled_length(int32_t length, UErrorCode status) {
    if (U_SUCCESS(status) || status == U_BUFFER_OVERFLOW_ERROR) {
        return length;
    }
    return -1;
}

#endif // CICU_INTERNAL_H
