// Font loading and shaping through HarfBuzz, called through the table harfbuzz_loader.c resolves.
#include "CHarfBuzz.h"
#include "harfbuzz_functions.h"

#include <stdlib.h>
#include <string.h>

struct CHBFont {
    hb_blob_t *blob;
    hb_face_t *face;
    hb_font_t *font;
    int32_t hasWeightAxis;
};

CHBFont *chb_font_open(const char *path, uint32_t index, float weight) {
    const CHBFunctions *hb = chb_harfbuzz_functions();
    if (hb == NULL) {
        return NULL;
    }
    hb_blob_t *blob = hb->hb_blob_create_from_file_or_fail(path);
    if (blob == NULL) {
        return NULL;
    }
    if (index >= hb->hb_face_count(blob)) {
        hb->hb_blob_destroy(blob);
        return NULL;
    }
    hb_face_t *face = hb->hb_face_create(blob, index);
    if (hb->hb_face_get_glyph_count(face) == 0) {
        hb->hb_face_destroy(face);
        hb->hb_blob_destroy(blob);
        return NULL;
    }
    hb_font_t *font = hb->hb_font_create(face);
    CHBFont *result = calloc(1, sizeof(CHBFont));
    if (result == NULL) {
        hb->hb_font_destroy(font);
        hb->hb_face_destroy(face);
        hb->hb_blob_destroy(blob);
        return NULL;
    }
    hb_ot_var_axis_info_t axis;
    if (hb->hb_ot_var_find_axis_info(face, HB_OT_TAG_VAR_AXIS_WEIGHT, &axis)) {
        result->hasWeightAxis = 1;
        if (weight > 0) {
            float value = weight;
            if (value < axis.min_value) value = axis.min_value;
            if (value > axis.max_value) value = axis.max_value;
            hb_variation_t variation = {HB_OT_TAG_VAR_AXIS_WEIGHT, value};
            hb->hb_font_set_variations(font, &variation, 1);
        }
    }
    hb->hb_font_make_immutable(font);
    result->blob = blob;
    result->face = face;
    result->font = font;
    return result;
}

void chb_font_close(CHBFont *font) {
    const CHBFunctions *hb = chb_harfbuzz_functions();
    if (font == NULL) {
        return;
    }
    hb->hb_font_destroy(font->font);
    hb->hb_face_destroy(font->face);
    hb->hb_blob_destroy(font->blob);
    free(font);
}

int32_t chb_font_design_units_per_em(const CHBFont *font) {
    const CHBFunctions *hb = chb_harfbuzz_functions();
    return (int32_t)hb->hb_face_get_upem(font->face);
}

int32_t chb_font_has_weight_axis(const CHBFont *font) {
    return font->hasWeightAxis;
}

int32_t chb_font_covers(const CHBFont *font, uint32_t codePoint) {
    const CHBFunctions *hb = chb_harfbuzz_functions();
    hb_codepoint_t glyph = 0;
    return hb->hb_font_get_nominal_glyph(font->font, codePoint, &glyph) ? 1 : 0;
}

int64_t chb_shape(const CHBFont *font, const uint16_t *text, int32_t textLength, int32_t start, int32_t length,
                  const char *language, int32_t *advances) {
    if (start < 0 || length < 0 || start + length > textLength) {
        return -1;
    }
    memset(advances, 0, sizeof(int32_t) * (size_t)length);
    if (length == 0) {
        return 0;
    }
    const CHBFunctions *hb = chb_harfbuzz_functions();
    hb_buffer_t *buffer = hb->hb_buffer_create();
    if (!hb->hb_buffer_allocation_successful(buffer)) {
        hb->hb_buffer_destroy(buffer);
        return -1;
    }
    hb->hb_buffer_add_utf16(buffer, text, textLength, (unsigned int)start, length);
    if (language != NULL && language[0] != 0) {
        hb->hb_buffer_set_language(buffer, hb->hb_language_from_string(language, -1));
    }
    hb->hb_buffer_guess_segment_properties(buffer);
    hb->hb_shape(font->font, buffer, NULL, 0);
    unsigned int count = 0;
    hb_glyph_info_t *infos = hb->hb_buffer_get_glyph_infos(buffer, &count);
    hb_glyph_position_t *positions = hb->hb_buffer_get_glyph_positions(buffer, &count);
    int64_t total = 0;
    for (unsigned int index = 0; index < count; index++) {
        int64_t offset = (int64_t)infos[index].cluster - start;
        if (offset < 0 || offset >= length) {
            continue;
        }
        advances[offset] += positions[index].x_advance;
        total += positions[index].x_advance;
    }
    hb->hb_buffer_destroy(buffer);
    return total;
}
