package interp

// Go-exact append growth. cap() after append is observable, so adrepl grows
// slices the way the gc runtime (amd64) does: the next capacity from the
// doubling-then-1.25x rule, then rounded up to the allocator's size class
// for the element size. The element size is the real Go size of the element
// type, not the size of our Value.

// sizeClasses are the gc allocator's small object sizes (bytes).
var sizeClasses = [...]int64{
	0, 8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256,
	288, 320, 352, 384, 416, 448, 480, 512, 576, 640, 704, 768, 896, 1024, 1152, 1280,
	1408, 1536, 1792, 2048, 2304, 2688, 3072, 3200, 3456, 4096, 4864, 5376, 6144, 6528,
	6784, 6912, 8192, 9472, 9728, 10240, 10880, 12288, 13568, 14336, 16384, 18432, 19072,
	20480, 21760, 24576, 27264, 28672, 32768,
}

const (
	maxSmallSize     = 32768
	mallocHeaderSize = 8
	minHeaderSize    = 512 // objects with pointers above this size carry a header
	pageSize         = 8192
)

// roundupsize is the size the allocator really hands out for a request.
func roundupsize(size int64, noscan bool) int64 {
	if size <= maxSmallSize-mallocHeaderSize {
		req := size
		if !noscan && size > minHeaderSize {
			req += mallocHeaderSize
		}
		// Smallest class that fits.
		lo, hi := 0, len(sizeClasses)-1
		for lo < hi {
			mid := (lo + hi) / 2
			if sizeClasses[mid] >= req {
				hi = mid
			} else {
				lo = mid + 1
			}
		}
		return sizeClasses[lo] - (req - size)
	}
	// Large objects: whole pages.
	return (size + pageSize - 1) &^ (pageSize - 1)
}

// nextCap is the runtime's growth rule before size-class rounding.
func nextCap(newLen, oldCap int) int {
	newcap := oldCap
	doublecap := newcap + newcap
	if newLen > doublecap {
		return newLen
	}
	const threshold = 256
	if oldCap < threshold {
		return doublecap
	}
	for {
		newcap += (newcap + 3*threshold) >> 2
		if uint(newcap) >= uint(newLen) {
			break
		}
	}
	if newcap <= 0 {
		return newLen
	}
	return newcap
}

// growCap returns the capacity append gives when n elements are added to a
// slice of length oldLen and capacity oldCap, for elements of size bytes.
func growCap(oldLen, oldCap, n int, size int64, noscan bool) int {
	newLen := oldLen + n
	if size == 0 {
		return newLen
	}
	newcap := nextCap(newLen, oldCap)
	capmem := roundupsize(int64(newcap)*size, noscan)
	return int(capmem / size)
}
