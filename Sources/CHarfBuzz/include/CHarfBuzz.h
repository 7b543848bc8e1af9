// CHarfBuzz: plain-C wrappers around HarfBuzz for copylint's exact (shaped) width measurement.
//
// Why this exists: Swift could import <hb.h> through a module map, but keeping HarfBuzz's headers out of every
// Swift module (as CICU does for ICU) keeps the Swift side free of HarfBuzz's types and macros and lets one
// header say exactly what copylint needs: open a font file, ask whether it has a glyph, and shape a run of
// UTF-16 text into per-cluster advances. This header includes no HarfBuzz header; shape.c does.
//
// HarfBuzz is not linked: the first chb_font_open loads it with dlopen (libharfbuzz.so.0, or the file the
// environment variable COPYLINT_HARFBUZZ names), so the binary runs where HarfBuzz is missing and needs it
// only when fonts are configured. Without it every chb_font_open returns NULL and chb_harfbuzz_load_error
// says why.
//
// Conventions:
// - Text is UTF-16 (`const uint16_t *text`); offsets are UTF-16 code-unit offsets.
// - Advances are in design units (see chb_font_design_units_per_em); the caller scales them to points.
// - A CHBFont is immutable once opened, so several threads may shape with one font at once.

#ifndef CHARFBUZZ_H
#define CHARFBUZZ_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An opened font face (hb_font_t with its face and blob).
typedef struct CHBFont CHBFont;

/// NULL when HarfBuzz is loaded (loading it on the first call), else why it could not be (dlerror's text).
const char *chb_harfbuzz_load_error(void);

/// The library copylint loads: COPYLINT_HARFBUZZ when set, else the platform's usual name (libharfbuzz.so.0).
const char *chb_harfbuzz_library_name(void);

/// Opens face `index` of a font file (.ttf, .otf, or a .ttc collection). When `weight` > 0 and the font has a
/// `wght` variation axis, the axis is set to `weight` (clamped to the axis range). NULL when the file cannot be
/// read or holds no such face, or HarfBuzz cannot be loaded.
CHBFont *chb_font_open(const char *path, uint32_t index, float weight);

void chb_font_close(CHBFont *font);

/// The face's units per em.
int32_t chb_font_design_units_per_em(const CHBFont *font);

/// 1 when the font has a `wght` variation axis, else 0.
int32_t chb_font_has_weight_axis(const CHBFont *font);

/// 1 when the font's character map gives the code point a glyph, else 0.
int32_t chb_font_covers(const CHBFont *font, uint32_t codePoint);

/// Shapes `text[start ..< start + length]` with the font's default features (kerning, ligatures, contextual
/// forms, Arabic joining, Indic reordering), using the rest of `text` as context. Script and direction are
/// guessed from the run; `language` is a BCP-47 tag or NULL. For each UTF-16 unit of the run, `advances`
/// (`length` entries) receives the horizontal advance of the cluster that starts at that unit, and 0 for
/// units inside a cluster. Returns the run's total advance in font units, or -1 on error.
int64_t chb_shape(const CHBFont *font, const uint16_t *text, int32_t textLength, int32_t start, int32_t length,
                  const char *language, int32_t *advances);

#ifdef __cplusplus
}
#endif

#endif
