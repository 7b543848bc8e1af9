/*
 * The floor any ICU-based string auditor must pay: for every string, convert it to UTF-16, run one ICU word-break
 * pass over it (walking every boundary and reading its rule status) and one locale-aware lowercase mapping.
 * Single-threaded, with one break iterator per locale opened once and reused (ubrk_setText), which is the
 * cheapest way to use ICU.
 *
 * Input: the file written by bench/make-input.py, records of `locale NUL value NUL`.
 * Output (stdout): `strings N`, `seconds S` (wall time of the loop, the file read excluded), `checksum C`.
 *
 * Build: cc -O2 -o icu-floor bench/icu-floor.c -licuuc -licui18n
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unicode/ubrk.h>
#include <unicode/ustring.h>

#define MAX_LOCALES 128

typedef struct {
    char name[64];
    UBreakIterator *words;
} LocaleBreaker;

static LocaleBreaker breakers[MAX_LOCALES];
static int breakerCount = 0;

static UBreakIterator *breakerFor(const char *locale) {
    for (int index = 0; index < breakerCount; index++) {
        if (strcmp(breakers[index].name, locale) == 0) return breakers[index].words;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *words = ubrk_open(UBRK_WORD, locale, NULL, 0, &status);
    if (U_FAILURE(status)) {
        fprintf(stderr, "icu-floor: ubrk_open(%s): %s\n", locale, u_errorName(status));
        exit(2);
    }
    if (breakerCount < MAX_LOCALES) {
        snprintf(breakers[breakerCount].name, sizeof breakers[breakerCount].name, "%s", locale);
        breakers[breakerCount].words = words;
        breakerCount++;
    }
    return words;
}

static char *readAll(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        perror(path);
        exit(2);
    }
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = malloc((size_t)length + 1);
    if (!bytes || fread(bytes, 1, (size_t)length, file) != (size_t)length) {
        fprintf(stderr, "icu-floor: cannot read %s\n", path);
        exit(2);
    }
    bytes[length] = 0;
    fclose(file);
    *size = (size_t)length;
    return bytes;
}

static double now(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec + (double)time.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: icu-floor STRINGS_FILE\n");
        return 2;
    }
    size_t size;
    char *bytes = readAll(argv[1], &size);
    int32_t capacity = 1024;
    UChar *text = malloc(sizeof(UChar) * (size_t)capacity);
    UChar *lower = malloc(sizeof(UChar) * (size_t)capacity * 3);
    long strings = 0;
    uint64_t checksum = 0;

    double start = now();
    size_t offset = 0;
    while (offset < size) {
        const char *locale = bytes + offset;
        offset += strlen(locale) + 1;
        if (offset > size) break;
        const char *value = bytes + offset;
        size_t valueLength = strlen(value);
        offset += valueLength + 1;

        UErrorCode status = U_ZERO_ERROR;
        int32_t length = 0;
        u_strFromUTF8(text, capacity, &length, value, (int32_t)valueLength, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR || length >= capacity) {
            capacity = length + 1;
            text = realloc(text, sizeof(UChar) * (size_t)capacity);
            lower = realloc(lower, sizeof(UChar) * (size_t)capacity * 3);
            status = U_ZERO_ERROR;
            u_strFromUTF8(text, capacity, &length, value, (int32_t)valueLength, &status);
        }
        if (U_FAILURE(status)) continue;

        UBreakIterator *words = breakerFor(locale);
        status = U_ZERO_ERROR;
        ubrk_setText(words, text, length, &status);
        for (int32_t boundary = ubrk_first(words); boundary != UBRK_DONE; boundary = ubrk_next(words)) {
            checksum += (uint64_t)boundary + (uint64_t)ubrk_getRuleStatus(words);
        }

        status = U_ZERO_ERROR;
        int32_t lowered = u_strToLower(lower, capacity * 3, text, length, locale, &status);
        checksum += (uint64_t)lowered;
        strings++;
    }
    double seconds = now() - start;

    printf("strings %ld\nseconds %.3f\nchecksum %llu\n", strings, seconds, (unsigned long long)checksum);
    for (int index = 0; index < breakerCount; index++) ubrk_close(breakers[index].words);
    free(text);
    free(lower);
    free(bytes);
    return 0;
}
