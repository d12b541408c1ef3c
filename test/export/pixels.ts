// Shared by the browser tests of the pictures: pixels of a screenshot counted in the browser itself.

// The callbacks given to page.evaluate run in the browser, which has these; tsc checks tests without the DOM library.
declare const document: any;
declare const Image: any;

/** Counts, in an HTML page, the pixels of a PNG that are not the white page, and those near each given colour. */
export async function pixelCounts(page: import('playwright-core').Page, png: Buffer, colours: string[]) {
  return page.evaluate(
    async ({ src, colours }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const ctx = canvas.getContext('2d');
      ctx.drawImage(image, 0, 0);
      const { data } = ctx.getImageData(0, 0, image.width, image.height);
      const rgb = colours.map((c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)));
      const near = rgb.map(() => 0);
      let ink = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i] < 245 || data[i + 1] < 245 || data[i + 2] < 245) ink++;
        rgb.forEach(([r, g, b], k) => {
          if (Math.abs(data[i] - r) < 12 && Math.abs(data[i + 1] - g) < 12 && Math.abs(data[i + 2] - b) < 12) near[k]++;
        });
      }
      return { ink, near, total: data.length / 4 };
    },
    { src: `data:image/png;base64,${png.toString('base64')}`, colours },
  );
}
