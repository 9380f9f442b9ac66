/** The longest side of a photo after resizing on the device (issue 31): enough for a work record. */
export const PHOTO_MAX_SIDE = 1600;
const JPEG_QUALITY = 0.85;

/** The size a w×h image is drawn at so its longer side is at most `max` (never enlarged). */
export const scaledSize = (width: number, height: number, max = PHOTO_MAX_SIDE) => {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

/** "IMG_1234.HEIC" → "IMG_1234.jpg": the resized photo is always a JPEG. */
export const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, "") || "photo"}.jpg`;

/**
 * A camera photo redrawn on a canvas as a JPEG whose longer side is at most 1600 px, before it is uploaded
 * (a phone's 12 MP original would take minutes on a weak signal). EXIF orientation is applied by the browser.
 */
export const resizePhoto = async (file: File, max = PHOTO_MAX_SIDE): Promise<File> => {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height, max);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const g = canvas.getContext("2d");
    if (!g) throw new Error("This browser cannot resize photos.");
    g.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY),
    );
    if (!blob) throw new Error("The photo could not be converted.");
    return new File([blob], jpegName(file.name), { type: "image/jpeg" });
  } finally {
    bitmap.close();
  }
};
