/* A stand-in for bcryptprimitives.dll, for check-wine.sh only (never shipped).
 *
 * Rust's standard library (1.78 and later) takes its random bytes from ProcessPrng in
 * bcryptprimitives.dll, which every Windows 10 and 11 has. Wine 8.0 (Debian 12's) has
 * no bcryptprimitives.dll, so no Rust program starts under it ("Library
 * bcryptprimitives.dll ... not found"); Wine 9 added it. This DLL gives ProcessPrng
 * from RtlGenRandom (advapi32's SystemFunction036), which Wine 8 has:
 *
 *   x86_64-w64-mingw32-gcc -shared -O2 -o bcryptprimitives.dll wine-bcryptprimitives.c
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
