/*
 * floor.c: the "C floor" for Lamina's view-tree benchmarks.
 *
 * What it is: the shared view-tree workload (/work/shared/benchmarks/WORKLOAD.md, steps W1-W7)
 * done by a small, plain C program: a flat array of structs for the 10,101 views, pixman for the
 * pixels, and nothing else (no objects, no reference counting, no layer tree, no transactions).
 *
 * Why it exists: absolute times differ from machine to machine and from day to day (these
 * machines are noisy), so `make bench` reports each of Lamina's view-workload figures
 * (`views.W1_build` ... `views.W7_teardown`, `views.peak_rss_kb`) as a ratio to this program's
 * figure measured in the same run. It is the physical limit of the work, not a competitor: a
 * ratio of 10 means Lamina spends ten times what the bare work costs on this machine.
 *
 * It times what Lamina's Benchmarks/LaminaBenchmarks/ViewBenchmarks.swift times, in the same
 * order (W1, W3, W4, W6, W5, W7, W2), with the same harness rules (Harness.swift): one warm-up,
 * then LAMINA_BENCH_RUNS timed runs (9 by default, at least 1); set-up outside the timed region;
 * the monotonic clock; median, min and max in milliseconds with 4 decimals.
 *
 *   W1 build            allocate and fill the 10,101 nodes (set-up frees the previous tree).
 *   W3 first frame      render the whole 1920x1080 frame of a freshly built tree (set-up builds it):
 *                       clear, each container's background, its leaves clipped to it.
 *   W4 incremental      move leaf (0,0) of container 0 by +10 pt in x (-10 on the next run, as
 *                       Lamina alternates), redraw only the damage (old rect U new rect, clipped).
 *   W6 hit testing      100,000 hit tests from the root (the workload's generator), front to back;
 *                       the counts must be leaf 81,991, container 18,009, root 0, else exit 1.
 *   W5 animated frame   rotate container c by ((7c mod 31) - 15) degrees (the sign alternates per
 *                       run, as in Lamina), alpha 0.9, then a full frame: each container's subtree
 *                       into an offscreen image, composited with a rotation about its centre
 *                       (bilinear) through a solid 0.9 mask (group opacity). Single-threaded.
 *   W7 teardown         free the tree (set-up builds it and renders a frame of it).
 *   W2 relayout         on a fresh tree (set-up builds it): root frame to 1280x720, autoresizing
 *                       applied down the tree; prints the checksum of every container's and
 *                       leaf's frame (x + y + width + height), as Lamina's
 *                       `views.W2_relayout_checksum` does.
 *
 * Output: one JSON object per line, named `floor.<step>` like Lamina's `views.<step>`, with the
 * same fields (hit counts as extra fields of the W6 line, peak RSS as `floor.peak_rss_kb`), so
 * the two can be paired by name.
 *
 * Build: cc -std=c11 -O2 -Wall -Wextra -Werror Benchmarks/Floor/floor.c \
 *            $(pkg-config --cflags --libs pixman-1) -lm -o /tmp/floor
 */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <pixman.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SCREEN_W 1920
#define SCREEN_H 1080
#define GRID 10                        /* containers per row and column; leaves likewise */
#define CONTAINERS (GRID * GRID)
#define LEAVES_PER_CONTAINER (GRID * GRID)
#define NODE_COUNT (1 + CONTAINERS + CONTAINERS * LEAVES_PER_CONTAINER)
#define HIT_TESTS 100000
#define PI 3.14159265358979323846

/* UIKit's autoresizing mask bits (UIView.AutoresizingMask). */
enum {
    FLEX_LEFT = 1 << 0,
    FLEX_WIDTH = 1 << 1,
    FLEX_RIGHT = 1 << 2,
    FLEX_TOP = 1 << 3,
    FLEX_HEIGHT = 1 << 4,
    FLEX_BOTTOM = 1 << 5,
};

/* One view. Its rectangle is in its parent's coordinates and is the untransformed one (the
 * bounds size about the centre); the transform is a rotation about that centre. */
typedef struct {
    double x, y, w, h;
    float r, g, b, a;     /* background colour, straight alpha */
    double angle;         /* radians, clockwise on screen (y down), as CGAffineTransform */
    double alpha;         /* group opacity */
    int parent;           /* -1 for the root */
    int first_child;      /* the children are nodes [first_child, first_child + child_count) */
    int child_count;
    unsigned autoresize;  /* FLEX_* bits */
    bool clips;
} node_t;

typedef struct {
    node_t *nodes;
    int count;
} tree_t;

/* An integer pixel box, [x0, x1) x [y0, y1). */
typedef struct {
    int x0, y0, x1, y1;
} box_t;

/* The screen: the frame buffer, and one scratch image for group-opacity subtrees. */
typedef struct {
    pixman_image_t *frame;
    pixman_image_t *scratch;
    int scratch_w, scratch_h;
} screen_t;

/* ---- The tree ----------------------------------------------------------------------------- */

/* Index of leaf (i, j) of container c. */
static int leaf_index(int c, int i, int j) { return 1 + CONTAINERS + c * LEAVES_PER_CONTAINER + j * GRID + i; }

static tree_t tree_build(void) {
    tree_t t = {malloc(NODE_COUNT * sizeof(node_t)), NODE_COUNT};
    if (!t.nodes) {
        fprintf(stderr, "floor: out of memory\n");
        exit(2);
    }
    t.nodes[0] = (node_t){.w = SCREEN_W, .h = SCREEN_H, .r = 1, .g = 1, .b = 1, .a = 1, .alpha = 1,
                          .parent = -1, .first_child = 1, .child_count = CONTAINERS};
    for (int c = 0; c < CONTAINERS; c++) {
        t.nodes[1 + c] = (node_t){
            .x = (c % GRID) * 192.0, .y = (c / GRID) * 108.0, .w = 192, .h = 108,
            .r = (c % GRID) / 10.0f, .g = (c / GRID) / 10.0f, .b = 0.5f, .a = 1, .alpha = 1,
            .parent = 0, .first_child = leaf_index(c, 0, 0), .child_count = LEAVES_PER_CONTAINER,
            .autoresize = FLEX_LEFT | FLEX_WIDTH | FLEX_RIGHT | FLEX_TOP | FLEX_HEIGHT | FLEX_BOTTOM,
            .clips = true};
        for (int j = 0; j < GRID; j++)
            for (int i = 0; i < GRID; i++)
                t.nodes[leaf_index(c, i, j)] = (node_t){
                    .x = 2 + 19.0 * i, .y = 2 + 11.0 * j, .w = 16, .h = 16,
                    .r = i / 10.0f, .g = j / 10.0f, .b = c / 100.0f, .a = 1, .alpha = 1,
                    .parent = 1 + c, .first_child = 0, .child_count = 0,
                    .autoresize = FLEX_LEFT | FLEX_RIGHT | FLEX_TOP | FLEX_BOTTOM};
    }
    return t;
}

static void tree_free(tree_t *t) {
    free(t->nodes);
    t->nodes = NULL;
    t->count = 0;
}

/* ---- W2: autoresizing (UIKit's rules, as Lamina's UIView+Layout.swift applies them) ---------- */

/* Along one axis, shares `delta` among the flexible parts (margin before, length, margin after)
 * in proportion to their current sizes; in equal shares when one of them is negative or their
 * sum is not positive. */
static void share(double delta, double extent, bool flex_before, bool flex_length, bool flex_after,
                  double *start, double *length) {
    if (delta == 0 || !(flex_before || flex_length || flex_after)) return;
    double after = extent - *start - *length;
    int count = flex_before + flex_length + flex_after;
    double sum = (flex_before ? *start : 0) + (flex_length ? *length : 0) + (flex_after ? after : 0);
    bool negative = (flex_before && *start < 0) || (flex_length && *length < 0) || (flex_after && after < 0);
    bool proportional = !negative && sum > 0;
    double start_change = flex_before ? (proportional ? delta * *start / sum : delta / count) : 0;
    double length_change = flex_length ? (proportional ? delta * *length / sum : delta / count) : 0;
    *start += start_change;
    *length += length_change;
}

static void set_frame(tree_t *t, int index, double x, double y, double w, double h);

/* The parent's size went from (old_w, old_h) to (new_w, new_h): its children follow their masks. */
static void resize_children(tree_t *t, int parent, double old_w, double old_h, double new_w, double new_h) {
    const node_t *p = &t->nodes[parent];
    for (int k = p->first_child; k < p->first_child + p->child_count; k++) {
        const node_t *n = &t->nodes[k];
        unsigned m = n->autoresize;
        if (!m) continue;
        double x = n->x, y = n->y, w = n->w, h = n->h;
        share(new_w - old_w, old_w, m & FLEX_LEFT, m & FLEX_WIDTH, m & FLEX_RIGHT, &x, &w);
        share(new_h - old_h, old_h, m & FLEX_TOP, m & FLEX_HEIGHT, m & FLEX_BOTTOM, &y, &h);
        if (x != n->x || y != n->y || w != n->w || h != n->h) set_frame(t, k, x, y, w, h);
    }
}

static void set_frame(tree_t *t, int index, double x, double y, double w, double h) {
    node_t *n = &t->nodes[index];
    double old_w = n->w, old_h = n->h;
    n->x = x, n->y = y, n->w = w, n->h = h;
    if (old_w != w || old_h != h) resize_children(t, index, old_w, old_h, w, h);
}

/* ---- Rendering ---------------------------------------------------------------------------- */

static box_t box_intersect(box_t a, box_t b) {
    box_t r = {a.x0 > b.x0 ? a.x0 : b.x0, a.y0 > b.y0 ? a.y0 : b.y0,
               a.x1 < b.x1 ? a.x1 : b.x1, a.y1 < b.y1 ? a.y1 : b.y1};
    return r;
}

static box_t box_union(box_t a, box_t b) {
    box_t r = {a.x0 < b.x0 ? a.x0 : b.x0, a.y0 < b.y0 ? a.y0 : b.y0,
               a.x1 > b.x1 ? a.x1 : b.x1, a.y1 > b.y1 ? a.y1 : b.y1};
    return r;
}

static bool box_empty(box_t b) { return b.x0 >= b.x1 || b.y0 >= b.y1; }

/* The pixels a rectangle covers (edges snapped to the nearest pixel; this workload's are whole). */
static box_t pixel_box(double x, double y, double w, double h) {
    box_t b = {(int)floor(x + 0.5), (int)floor(y + 0.5), (int)floor(x + w + 0.5), (int)floor(y + h + 0.5)};
    return b;
}

static pixman_color_t premultiplied(float r, float g, float b, float a) {
    pixman_color_t c = {(uint16_t)(r * a * 65535 + 0.5f), (uint16_t)(g * a * 65535 + 0.5f),
                        (uint16_t)(b * a * 65535 + 0.5f), (uint16_t)(a * 65535 + 0.5f)};
    return c;
}

static void draw_node(const tree_t *t, screen_t *s, pixman_image_t *target, int index, double ox, double oy,
                      box_t clip);

/* Group opacity or a transform: the subtree goes into the scratch image (its own clip there), then
 * onto the target, rotated about its centre (bilinear) through a solid mask of the alpha. */
static void draw_group(const tree_t *t, screen_t *s, pixman_image_t *target, int index, double ox, double oy,
                       box_t clip) {
    const node_t *n = &t->nodes[index];
    if (n->w > s->scratch_w || n->h > s->scratch_h) {
        fprintf(stderr, "floor: group larger than the scratch image\n");
        exit(2);
    }
    box_t scratch_box = {0, 0, s->scratch_w, s->scratch_h};
    if (n->a < 1) { /* a background that does not cover the scratch: clear it first */
        pixman_color_t clear = {0, 0, 0, 0};
        pixman_box32_t all = {0, 0, s->scratch_w, s->scratch_h};
        pixman_image_fill_boxes(PIXMAN_OP_SRC, s->scratch, &clear, 1, &all);
    }
    draw_node(t, s, s->scratch, index, -n->x, -n->y, scratch_box);

    /* The destination box: the rotated rectangle's bounding box, clipped. */
    double cx = ox + n->x + n->w / 2, cy = oy + n->y + n->h / 2;
    double co = cos(n->angle), si = sin(n->angle);
    double half_w = (fabs(co) * n->w + fabs(si) * n->h) / 2, half_h = (fabs(si) * n->w + fabs(co) * n->h) / 2;
    box_t dest = {(int)floor(cx - half_w), (int)floor(cy - half_h), (int)ceil(cx + half_w), (int)ceil(cy + half_h)};
    dest = box_intersect(dest, clip);
    if (box_empty(dest)) return;

    /* pixman maps destination to source: source = R(-angle) (dest - centre) + (w/2, h/2). */
    pixman_transform_t m;
    pixman_transform_init_identity(&m);
    m.matrix[0][0] = pixman_double_to_fixed(co);
    m.matrix[0][1] = pixman_double_to_fixed(si);
    m.matrix[0][2] = pixman_double_to_fixed(-co * cx - si * cy + n->w / 2);
    m.matrix[1][0] = pixman_double_to_fixed(-si);
    m.matrix[1][1] = pixman_double_to_fixed(co);
    m.matrix[1][2] = pixman_double_to_fixed(si * cx - co * cy + n->h / 2);
    pixman_image_set_transform(s->scratch, &m);
    pixman_image_set_filter(s->scratch, PIXMAN_FILTER_BILINEAR, NULL, 0);
    pixman_image_set_repeat(s->scratch, PIXMAN_REPEAT_NONE);

    pixman_color_t opacity = {0, 0, 0, (uint16_t)(n->alpha * 65535 + 0.5)};
    pixman_image_t *mask = pixman_image_create_solid_fill(&opacity);
    pixman_image_composite32(PIXMAN_OP_OVER, s->scratch, mask, target, dest.x0, dest.y0, 0, 0, dest.x0, dest.y0,
                             dest.x1 - dest.x0, dest.y1 - dest.y0);
    pixman_image_unref(mask);
    pixman_image_set_transform(s->scratch, NULL);
}

/* Draws node `index` (whose parent's origin is at (ox, oy) in the target) and its subtree, only
 * inside `clip`: its background, then its children back to front, clipped to it if it clips. */
static void draw_node(const tree_t *t, screen_t *s, pixman_image_t *target, int index, double ox, double oy,
                      box_t clip) {
    const node_t *n = &t->nodes[index];
    box_t own = box_intersect(pixel_box(ox + n->x, oy + n->y, n->w, n->h), clip);
    if (n->a > 0 && !box_empty(own)) {
        pixman_color_t colour = premultiplied(n->r, n->g, n->b, n->a);
        pixman_box32_t box = {own.x0, own.y0, own.x1, own.y1};
        pixman_image_fill_boxes(n->a >= 1 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, target, &colour, 1, &box);
    }
    box_t child_clip = n->clips ? own : clip;
    if (box_empty(child_clip)) return;
    for (int k = n->first_child; k < n->first_child + n->child_count; k++) {
        const node_t *child = &t->nodes[k];
        if (child->angle != 0 || child->alpha < 1)
            draw_group(t, s, target, k, ox + n->x, oy + n->y, child_clip);
        else
            draw_node(t, s, target, k, ox + n->x, oy + n->y, child_clip);
    }
}

/* Redraws the frame inside `damage` (the root is opaque, so drawing it is the clear). */
static void render(const tree_t *t, screen_t *s, box_t damage) {
    box_t screen = {0, 0, SCREEN_W, SCREEN_H};
    draw_node(t, s, s->frame, 0, 0, 0, box_intersect(damage, screen));
}

static void render_full(const tree_t *t, screen_t *s) { render(t, s, (box_t){0, 0, SCREEN_W, SCREEN_H}); }

/* The pixels node `index` covers on screen, clipped by every ancestor that clips (W4's damage;
 * the ancestors are untransformed there). Walks up, keeping the rectangle in the coordinates of
 * the current ancestor's parent. */
static box_t visible_box(const tree_t *t, int index) {
    const node_t *n = &t->nodes[index];
    double x0 = n->x, y0 = n->y, x1 = n->x + n->w, y1 = n->y + n->h;
    for (int p = n->parent; p >= 0; p = t->nodes[p].parent) {
        const node_t *a = &t->nodes[p];
        if (a->clips) x0 = fmax(x0, 0), y0 = fmax(y0, 0), x1 = fmin(x1, a->w), y1 = fmin(y1, a->h);
        x0 += a->x, x1 += a->x, y0 += a->y, y1 += a->y;
    }
    box_t screen = {0, 0, SCREEN_W, SCREEN_H};
    return box_intersect(pixel_box(x0, y0, x1 - x0, y1 - y0), screen);
}

/* ---- W6: hit testing ---------------------------------------------------------------------- */

/* The deepest view at (px, py), in node `index`'s own coordinates, or -1. As in UIKit, a view
 * takes a point only inside its bounds (so nothing outside a view is found inside it, clipping
 * or not), hidden-enough views are skipped, and children are asked front to back. */
static int hit_test(const tree_t *t, int index, double px, double py) {
    const node_t *n = &t->nodes[index];
    if (n->alpha < 0.01 || px < 0 || py < 0 || px >= n->w || py >= n->h) return -1;
    for (int k = n->first_child + n->child_count - 1; k >= n->first_child; k--) {
        const node_t *c = &t->nodes[k];
        double qx = px - c->x, qy = py - c->y;
        if (c->angle != 0) { /* undo the rotation about the child's centre */
            double dx = qx - c->w / 2, dy = qy - c->h / 2, co = cos(c->angle), si = sin(c->angle);
            qx = co * dx + si * dy + c->w / 2;
            qy = -si * dx + co * dy + c->h / 2;
        }
        int hit = hit_test(t, k, qx, qy);
        if (hit >= 0) return hit;
    }
    return index;
}

typedef struct {
    long leaf, container, root;
} hits_t;

static hits_t hit_counts(const tree_t *t) {
    hits_t h = {0, 0, 0};
    uint32_t s = 12345;
    for (int k = 0; k < HIT_TESTS; k++) {
        s = s * 1664525u + 1013904223u;
        double x = (double)((s >> 8) % 1920) + 0.25;
        s = s * 1664525u + 1013904223u;
        double y = (double)((s >> 8) % 1080) + 0.25;
        int hit = hit_test(t, 0, x, y);
        if (hit < 0) continue;
        if (hit == 0) h.root++;
        else if (t->nodes[hit].parent == 0) h.container++;
        else h.leaf++;
    }
    return h;
}

/* ---- The harness (Lamina's Harness.swift, in C) ------------------------------------------- */

typedef struct {
    screen_t screen;
    tree_t tree;    /* W1, W3, W4, W6, W5 */
    tree_t doomed;  /* W7 */
    tree_t fresh;   /* W2 */
    double step;    /* W4's move, alternating +10 / -10 */
    double sign;    /* W5's rotation direction, alternating */
    hits_t hits;
} bench_t;

typedef void (*step_fn)(bench_t *b);

static int runs_from_environment(void) {
    const char *text = getenv("LAMINA_BENCH_RUNS");
    if (!text || !*text) return 9;
    char *end;
    long value = strtol(text, &end, 10);
    if (*end) return 9;
    return value < 1 ? 1 : value > 100000 ? 100000 : (int)value;
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* One warm-up, then `runs` timed runs of `body`, `set_up` before each and outside the timing;
 * prints the JSON line, with `extra` (",\"key\":value..." or "") at its end. */
static void measure(const char *name, bench_t *b, int runs, step_fn set_up, step_fn body, const char *extra) {
    double *samples = malloc(runs * sizeof *samples);
    if (!samples) exit(2);
    if (set_up) set_up(b);
    body(b);
    for (int r = 0; r < runs; r++) {
        if (set_up) set_up(b);
        double start = now_ms();
        body(b);
        samples[r] = now_ms() - start;
    }
    qsort(samples, runs, sizeof *samples, compare_doubles);
    printf("{\"name\":\"%s\",\"median_ms\":%.4f,\"min_ms\":%.4f,\"max_ms\":%.4f,\"runs\":%d%s}\n", name,
           samples[runs / 2], samples[0], samples[runs - 1], runs, extra ? extra : "");
    fflush(stdout);
    free(samples);
}

/* ---- The steps: set-up and timed bodies ---------------------------------------------------- */

static void w1_set_up(bench_t *b) { tree_free(&b->tree); }
static void w1_body(bench_t *b) { b->tree = tree_build(); }

static void w3_set_up(bench_t *b) {
    tree_free(&b->tree);
    b->tree = tree_build();
}
static void w3_body(bench_t *b) { render_full(&b->tree, &b->screen); }

static void w4_body(bench_t *b) {
    int leaf = leaf_index(0, 0, 0);
    box_t old = visible_box(&b->tree, leaf);
    b->tree.nodes[leaf].x += b->step;
    b->step = -b->step;
    box_t damage = box_union(old, visible_box(&b->tree, leaf));
    render(&b->tree, &b->screen, damage);
}

static void w6_body(bench_t *b) { b->hits = hit_counts(&b->tree); }

static void w5_body(bench_t *b) {
    const node_t *root = &b->tree.nodes[0];
    for (int c = 0; c < root->child_count; c++) {
        node_t *container = &b->tree.nodes[root->first_child + c];
        container->angle = ((7 * c) % 31 - 15) * b->sign * PI / 180;
        container->alpha = 0.9;
    }
    b->sign = -b->sign;
    render_full(&b->tree, &b->screen);
}

static void w7_set_up(bench_t *b) {
    b->doomed = tree_build();
    render_full(&b->doomed, &b->screen);
}
static void w7_body(bench_t *b) { tree_free(&b->doomed); }

static void w2_set_up(bench_t *b) {
    tree_free(&b->fresh);
    b->fresh = tree_build();
}
static void w2_body(bench_t *b) { set_frame(&b->fresh, 0, 0, 0, 1280, 720); }

/* VmHWM (peak resident set) from /proc/self/status, in KB; 0 where it cannot be read. */
static long peak_rss_kb(void) {
    FILE *f = fopen("/proc/self/status", "r");
    if (!f) return 0;
    char line[256];
    long kb = 0;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "VmHWM: %ld kB", &kb) == 1) break;
    fclose(f);
    return kb;
}

int main(void) {
    int runs = runs_from_environment();
    bench_t b = {.step = 10, .sign = 1};

    /* The "host": a 1920x1080 frame buffer and a scratch image for one group, made once. */
    b.screen.frame = pixman_image_create_bits(PIXMAN_a8r8g8b8, SCREEN_W, SCREEN_H, NULL, SCREEN_W * 4);
    b.screen.scratch_w = 192, b.screen.scratch_h = 108;
    b.screen.scratch = pixman_image_create_bits(PIXMAN_a8r8g8b8, b.screen.scratch_w, b.screen.scratch_h, NULL,
                                                b.screen.scratch_w * 4);
    if (!b.screen.frame || !b.screen.scratch) {
        fprintf(stderr, "floor: cannot create the images\n");
        return 2;
    }

    measure("floor.W1_build", &b, runs, w1_set_up, w1_body, NULL);
    measure("floor.W3_first_frame", &b, runs, w3_set_up, w3_body, NULL);

    int leaf = leaf_index(0, 0, 0);
    double home = b.tree.nodes[leaf].x;
    measure("floor.W4_incremental_frame", &b, runs, NULL, w4_body, NULL);

    /* The workload hit-tests the tree as W4 left it: leaf (0, 0) moved 10 points right. */
    b.tree.nodes[leaf].x = home + 10;
    render_full(&b.tree, &b.screen);
    hits_t counts = hit_counts(&b.tree);
    char extra[128];
    snprintf(extra, sizeof extra, ",\"hits_container\":%ld,\"hits_leaf\":%ld,\"hits_root\":%ld", counts.container,
             counts.leaf, counts.root);
    measure("floor.W6_hit_100k", &b, runs, NULL, w6_body, extra);
    bool hits_ok = counts.leaf == 81991 && counts.container == 18009 && counts.root == 0 &&
                   b.hits.leaf == counts.leaf && b.hits.container == counts.container && b.hits.root == counts.root;

    measure("floor.W5_animated_frame", &b, runs, NULL, w5_body, NULL);
    measure("floor.W7_teardown", &b, runs, w7_set_up, w7_body, NULL);
    measure("floor.W2_relayout", &b, runs, w2_set_up, w2_body, NULL);

    double checksum = 0;
    for (int k = 1; k < b.fresh.count; k++) {
        const node_t *n = &b.fresh.nodes[k];
        checksum += n->x + n->y + n->w + n->h;
    }
    printf("{\"name\":\"floor.W2_relayout_checksum\",\"value\":%.4f}\n", checksum);
    printf("{\"name\":\"floor.peak_rss_kb\",\"value\":%ld}\n", peak_rss_kb());

    tree_free(&b.tree);
    tree_free(&b.fresh);
    pixman_image_unref(b.screen.frame);
    pixman_image_unref(b.screen.scratch);

    if (!hits_ok) {
        fprintf(stderr, "floor: hit counts leaf %ld, container %ld, root %ld; the workload's are 81991, 18009, 0\n",
                counts.leaf, counts.container, counts.root);
        return 1;
    }
    return 0;
}
