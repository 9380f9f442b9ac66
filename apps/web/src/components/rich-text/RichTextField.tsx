import "@mantine/tiptap/styles.css";
import { Input, NativeSelect } from "@mantine/core";
import { Link, RichTextEditor } from "@mantine/tiptap";
import { FontSize, TextStyle } from "@tiptap/extension-text-style";
import { useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";
import classes from "./RichTextField.module.css";

/** Spec 2 §2: the description editor offers font sizes 8pt to 36pt. */
export const FONT_SIZES = [
  "8pt",
  "9pt",
  "10pt",
  "11pt",
  "12pt",
  "14pt",
  "16pt",
  "18pt",
  "24pt",
  "30pt",
  "36pt",
];

const FontSizeControl = ({ editor }: { editor: NonNullable<ReturnType<typeof useEditor>> }) => {
  const size = useEditorState({
    editor,
    selector: (s) => (s.editor.getAttributes("textStyle").fontSize as string | undefined) ?? "",
  });
  return (
    <NativeSelect
      aria-label="Font size"
      size="xs"
      w={86}
      value={size}
      data={[{ value: "", label: "Size" }, ...FONT_SIZES.map((s) => ({ value: s, label: s }))]}
      onChange={(e) => {
        const v = e.currentTarget.value;
        if (v) editor.chain().focus().setFontSize(v).run();
        else editor.chain().focus().unsetFontSize().run();
      }}
    />
  );
};

/** Rich-text description (Mantine tiptap); the server sanitises what it stores. */
export const RichTextField = ({
  label,
  value,
  onChange,
  readOnly,
  minHeight = 160,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  readOnly?: boolean;
  minHeight?: number;
}) => {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link, TextStyle, FontSize],
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    // The editable area is the field a screen reader lands on: it carries the label.
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        class: classes.content ?? "",
      },
    },
  });

  // A destroyed editor has no schema: useEditor destroys the instance when the field unmounts and hands out a
  // new one when it is shown again (a Suspense boundary re-showing the form), so an effect of the old render
  // can still hold the old instance.
  useEffect(() => {
    // Without emitting an update: onChange reports the user's edits, never the field being switched on
    // (tiptap's default emits one, which marked every order whose stored HTML it normalises as edited).
    if (editor && !editor.isDestroyed && editor.isEditable === Boolean(readOnly))
      editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML())
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label}>
      <RichTextEditor editor={editor} className={classes.root}>
        {!readOnly && editor && (
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <FontSizeControl editor={editor} />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content style={{ minHeight }} />
      </RichTextEditor>
    </Input.Wrapper>
  );
};
