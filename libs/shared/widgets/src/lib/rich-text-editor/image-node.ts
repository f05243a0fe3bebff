/**
 * A minimal image node for tiptap (`@tiptap/extension-image` is not a dependency): a block `<img>`
 * with `src`, `alt` and `title`, parsed from pasted or saved HTML, and the `setImage` command.
 */
import { mergeAttributes, Node } from '@tiptap/core';

/** Attributes of an inserted image. */
export interface ImageAttributes {
  src: string;
  alt?: string;
  title?: string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    image: {
      /** Inserts an image at the selection. */
      setImage: (attributes: ImageAttributes) => ReturnType;
    };
  }
}

/** The `image` node. */
export const ImageNode = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      title: { default: null },
    };
  },

  parseHTML() {
    return [{ tag: 'img[src]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes({ style: 'max-width: 100%' }, HTMLAttributes)];
  },

  addCommands() {
    return {
      setImage:
        (attributes) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },
});
