import { FileField } from "./file-field.tsx";
import { CheckField, SelectField, TextField } from "./inputs.tsx";
import { at } from "./paths.ts";
import { ImageFields, Repeat } from "./repeat.tsx";
import { TableFields } from "./table-fields.tsx";

// The fields of each kind of block that holds no other blocks (sections and tabs are drawn by
// block-list.tsx, which holds these). Every field is named by its path from `path`, the block.

const markdownHint =
  "Markdown is accepted: a blank line between paragraphs, **bold**, *italic*, [a link](/Admission), and lines starting with - for a list.";
const inlineHint = "**Bold**, *italic* and [links](/Admission) are accepted (Markdown).";
const linkHint =
  "A page of this site (/Admission), an address starting https://, or one of the school's files.";

export function BlockFields({ path, type }: { path: string; type: string }) {
  const field = (name: string) => at(path, name);
  switch (type) {
    case "heading":
      return (
        <>
          <TextField name={field("text")} label="Heading" />
          <SelectField
            name={field("level")}
            label="Kind of heading"
            options={[
              ["2", "Heading"],
              ["3", "Sub-heading"],
            ]}
          />
        </>
      );
    case "prose":
      return <TextField name={field("markdown")} label="Text" hint={markdownHint} lines={5} />;
    case "list":
      return (
        <>
          <TextField name={field("title")} label="Title (optional)" />
          <TextField
            name={field("items")}
            label="Items"
            hint={`One item a line. ${inlineHint}`}
            lines={6}
          />
          <CheckField name={field("ordered")} label="Numbered (1, 2, 3) rather than bullets" />
        </>
      );
    case "rules":
      return (
        <>
          <TextField name={field("title")} label="Title (optional)" />
          <TextField
            name={field("rules")}
            label="Rules"
            hint={`One rule a line; they are numbered on the page. A line starting with "- " is a sub-point of the rule above it. ${inlineHint}`}
            lines={10}
          />
        </>
      );
    case "table":
      return <TableFields path={path} />;
    case "image":
      return (
        <>
          <ImageFields path={field("image")} />
          <SelectField
            name={field("align")}
            label="Placement"
            options={[
              ["", "In the text's column"],
              ["left", "Beside the text, on the left"],
              ["right", "Beside the text, on the right"],
              ["full", "The full width"],
            ]}
          />
        </>
      );
    case "gallery":
      return (
        <>
          <TextField name={field("title")} label="Title (optional)" />
          <Repeat path={field("images")} noun="Picture">
            {(item) => <ImageFields path={item} />}
          </Repeat>
        </>
      );
    case "pdf":
      return (
        <>
          <TextField name={field("title")} label="Title" />
          <FileField name={field("file")} label="PDF" kind="documents" />
          <TextField
            name={field("height")}
            label="Height on the page"
            hint="In pixels, from 200 to 3000."
            narrow
            inputMode="numeric"
          />
          <CheckField name={field("toolbar")} label="Show the PDF viewer's toolbar" />
        </>
      );
    case "video":
      return <VideoFields path={path} />;
    case "videos":
      return (
        <Repeat path={field("items")} noun="Video">
          {(item) => <VideoFields path={item} />}
        </Repeat>
      );
    case "files":
      return (
        <Repeat path={field("items")} noun="File tile">
          {(item) => (
            <>
              <TextField name={at(item, "title")} label="Title" />
              <FileField
                name={at(item, "goesTo")}
                label="File or address"
                kind="documents"
                hint="One of the school's files (start typing its name), an address starting https://, or upload a new file below."
              />
              <TextField name={at(item, "subtitle")} label="Subtitle (optional)" />
            </>
          )}
        </Repeat>
      );
    case "cards":
      return (
        <Repeat path={field("items")} noun="Card">
          {(item) => (
            <>
              <TextField name={at(item, "title")} label="Title" />
              <TextField name={at(item, "text")} label="Text (optional)" lines={3} />
              <ImageFields path={at(item, "image")} optional />
              <TextField name={at(item, "link", "label")} label="Link's words (optional)" />
              <TextField name={at(item, "link", "goesTo")} label="Link goes to" hint={linkHint} />
            </>
          )}
        </Repeat>
      );
    case "modals":
      return (
        <Repeat path={field("items")} noun="Image">
          {(item) => (
            <>
              <TextField name={at(item, "title")} label="Title" />
              <TextField name={at(item, "text")} label="Text (optional)" lines={3} />
              <ImageFields path={at(item, "image")} />
            </>
          )}
        </Repeat>
      );
    case "quote":
      return (
        <>
          <TextField name={field("text")} label="Quotation" lines={3} />
          <TextField name={field("cite")} label="Said by (optional)" />
        </>
      );
    case "figures":
      return (
        <Repeat path={field("items")} noun="Figure">
          {(item) => (
            <>
              <TextField
                name={at(item, "value")}
                label="Figure"
                hint="As it shows: 1,200 or 95%."
              />
              <TextField name={at(item, "label")} label="What it counts" />
            </>
          )}
        </Repeat>
      );
    case "links":
      return (
        <Repeat path={field("items")} noun="Link">
          {(item) => (
            <>
              <TextField name={at(item, "label")} label="Words of the link" />
              <TextField name={at(item, "goesTo")} label="Goes to" hint={linkHint} />
            </>
          )}
        </Repeat>
      );
    default:
      return null;
  }
}

function VideoFields({ path }: { path: string }) {
  return (
    <>
      <TextField name={at(path, "title")} label="Title" />
      <TextField
        name={at(path, "youtubeId")}
        label="YouTube id"
        hint="The 11 letters after v= in the video's address (youtube.com/watch?v=dQw4w9WgXcQ)."
        narrow
      />
    </>
  );
}
