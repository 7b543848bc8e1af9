// Loads HarfBuzz with dlopen the first time a font is opened, and resolves every function shape.c calls.
#include "CHarfBuzz.h"
#include "harfbuzz_functions.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#if defined(__APPLE__)
static const char *const defaultLibraryNames[] = {
    "libharfbuzz.0.dylib", "/opt/homebrew/lib/libharfbuzz.0.dylib", "/usr/local/lib/libharfbuzz.0.dylib", NULL,
};
#else
static const char *const defaultLibraryNames[] = {"libharfbuzz.so.0", NULL};
#endif

static pthread_once_t loadOnce = PTHREAD_ONCE_INIT;
static CHBFunctions functions;
static int loaded = 0;
static char loadError[512];

static void *openLibrary(void) {
    const char *override = getenv("COPYLINT_HARFBUZZ");
    if (override != NULL && override[0] != 0) {
        void *handle = dlopen(override, RTLD_NOW | RTLD_LOCAL);
        if (handle == NULL) {
            const char *reason = dlerror();
            snprintf(loadError, sizeof loadError, "%s", reason != NULL ? reason : override);
        }
        return handle;
    }
    for (int index = 0; defaultLibraryNames[index] != NULL; index++) {
        void *handle = dlopen(defaultLibraryNames[index], RTLD_NOW | RTLD_LOCAL);
        if (handle != NULL) {
            return handle;
        }
        if (index == 0) {
            const char *reason = dlerror();
            snprintf(loadError, sizeof loadError, "%s", reason != NULL ? reason : defaultLibraryNames[0]);
        }
    }
    return NULL;
}

static void load(void) {
    void *library = openLibrary();
    if (library == NULL) {
        return;
    }
#define CHB_RESOLVE(name) \
    functions.name = (__typeof__(name) *)dlsym(library, #name); \
    if (functions.name == NULL) { \
        snprintf(loadError, sizeof loadError, "%s has no function " #name " (too old a HarfBuzz)", \
                 chb_harfbuzz_library_name()); \
        dlclose(library); \
        return; \
    }
    CHB_HARFBUZZ_FUNCTIONS(CHB_RESOLVE)
#undef CHB_RESOLVE
    loaded = 1;
}

const CHBFunctions *chb_harfbuzz_functions(void) {
    pthread_once(&loadOnce, load);
    return loaded ? &functions : NULL;
}

const char *chb_harfbuzz_load_error(void) {
    pthread_once(&loadOnce, load);
    return loaded ? NULL : loadError;
}

const char *chb_harfbuzz_library_name(void) {
    const char *override = getenv("COPYLINT_HARFBUZZ");
    return (override != NULL && override[0] != 0) ? override : defaultLibraryNames[0];
}
