// Unicode Script and Script_Extensions properties, and ISO 15924 script codes.
#include "CICU.h"
#include "cicu_internal.h"

#include <unicode/uscript.h>

int32_t cicu_script(uint32_t codePoint) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)codePoint, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    return (int32_t)script;
}

int32_t cicu_script_extensions(uint32_t codePoint, int32_t *codes, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t count = uscript_getScriptExtensions((UChar32)codePoint, (UScriptCode *)codes, capacity, &status);
    return cicu_filled_length(count, status);
}

const char *cicu_script_short_name(int32_t scriptCode) {
    return uscript_getShortName((UScriptCode)scriptCode);
}
