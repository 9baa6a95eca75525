// What a recipe photo may be (catalogue spec §5): the server checks the bytes, and the web refuses the
// same files before uploading them, in the same words.
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const imageMessages = {
  empty: 'The file is empty. Choose a JPEG or PNG image.',
  tooLarge: 'The image is larger than 5 MB. Choose a smaller JPEG or PNG image.',
  notAnImage: 'Only JPEG and PNG images can be uploaded.',
} as const;
