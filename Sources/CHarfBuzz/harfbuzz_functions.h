// The HarfBuzz functions copylint calls, resolved at run time (harfbuzz_loader.c) instead of linked.
//
// Why: Debian ships no static HarfBuzz, and the release binary must run where HarfBuzz is not installed; it is
// only needed when a team configures `fonts`. HarfBuzz's own headers still give every pointer its exact type
// (`__typeof__`), so a signature mismatch is a compile error, not a crash.
#ifndef CHARFBUZZ_FUNCTIONS_H
#define CHARFBUZZ_FUNCTIONS_H

// pkg-config's include path (SystemHarfBuzz) is HarfBuzz's own folder: <hb.h> on Debian and Homebrew alike.
#include <hb.h>
#include <hb-ot.h>

#define CHB_HARFBUZZ_FUNCTIONS(X) \
    X(hb_blob_create_from_file_or_fail) \
    X(hb_blob_destroy) \
    X(hb_face_count) \
    X(hb_face_create) \
    X(hb_face_destroy) \
    X(hb_face_get_glyph_count) \
    X(hb_face_get_upem) \
    X(hb_font_create) \
    X(hb_font_destroy) \
    X(hb_font_set_variations) \
    X(hb_font_make_immutable) \
    X(hb_font_get_nominal_glyph) \
    X(hb_ot_var_find_axis_info) \
    X(hb_buffer_create) \
    X(hb_buffer_allocation_successful) \
    X(hb_buffer_destroy) \
    X(hb_buffer_add_utf16) \
    X(hb_buffer_set_language) \
    X(hb_buffer_guess_segment_properties) \
    X(hb_buffer_get_glyph_infos) \
    X(hb_buffer_get_glyph_positions) \
    X(hb_language_from_string) \
    X(hb_shape)

/// One pointer per function, each of the exact type HarfBuzz's header declares.
typedef struct CHBFunctions {
#define CHB_POINTER(name) __typeof__(name) *name;
    CHB_HARFBUZZ_FUNCTIONS(CHB_POINTER)
#undef CHB_POINTER
} CHBFunctions;

/// The resolved functions, loading the library on the first call (once per process, thread-safe); NULL when
/// it cannot be loaded (chb_harfbuzz_load_error says why).
const CHBFunctions *chb_harfbuzz_functions(void);

#endif
