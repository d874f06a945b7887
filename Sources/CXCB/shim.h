#include <stddef.h>
#include <stdint.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <xcb/xcb.h>
#include <xcb/shm.h>

/// Makes a private System V shared-memory segment of `bytes` bytes, attaches it and marks it for
/// removal once every attachment is gone (so it cannot outlive the process); stores its id in
/// `identifier`. NULL when the system refuses.
static inline void *lamina_shm_create(size_t bytes, int *identifier) {
    int id = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0600);
    if (id < 0) return NULL;
    void *address = shmat(id, NULL, 0);
    if (address == (void *)-1) {
        shmctl(id, IPC_RMID, NULL);
        return NULL;
    }
    *identifier = id;
    return address;
}

/// Detaches a segment made by `lamina_shm_create` and removes it.
static inline void lamina_shm_destroy(void *address, int identifier) {
    if (address) shmdt(address);
    shmctl(identifier, IPC_RMID, NULL);
}

/// Whether the X server offers the MIT-SHM extension (its `xcb_shm_id` is a global of an
/// incomplete type, which Swift cannot take the address of).
static inline int lamina_has_shm(xcb_connection_t *connection) {
    const xcb_query_extension_reply_t *reply = xcb_get_extension_data(connection, &xcb_shm_id);
    return reply != NULL && reply->present;
}

/// The event type of an xcb event (the top bit marks events sent by clients).
static inline uint8_t lamina_xcb_event_type(const xcb_generic_event_t *event) {
    return event->response_type & 0x7f;
}
