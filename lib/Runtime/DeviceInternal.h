/*
 * What the two halves of the device runtime share (Device.c: the device, its start, launches,
 * counters and failures; DeviceData.c: the table of host arrays and their device copies). Not
 * installed: the public API is include/psy-rt/Device.h. Every function here either succeeds or
 * prints one message and exits with status 1: the callers have no failure path to take.
 */
#ifndef PSY_RT_DEVICE_INTERNAL_H
#define PSY_RT_DEVICE_INTERNAL_H

#include "psy-rt/Device.h"

/* Starts the device on first use ($PSY_DEVICE); `k` names the launch in a failure's message
 * (NULL outside a launch). */
void psyRtDevStart(const PsyRtDevKernel *k);
/* Device memory of `bytes` bytes, and its release. */
void *psyRtDevAlloc(int64_t bytes);
void psyRtDevRelease(void *dev);
/* Counted copies between the host and the device. */
void psyRtDevCopyIn(void *dev, const void *host, int64_t bytes);
void psyRtDevCopyOut(void *host, const void *dev, int64_t bytes);
/* Releases every device copy (at exit). */
void psyRtDevDataRelease(void);
/* Prints "psy-device: [invoke 'I', kernel 'K': ]MESSAGE" and exits with status 1. */
_Noreturn void psyRtDevFail(const PsyRtDevKernel *k, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

#endif
