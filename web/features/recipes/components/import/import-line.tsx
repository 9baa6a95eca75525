// One imported ingredient line under review: the line as the recipe wrote it, then the catalogue
// ingredient it was matched to and its amount in that ingredient's unit, or the note it is kept as.
// Lines Larder is not sure of are marked until the cook has looked at them.
import { Badge, Button, Text } from '@mantine/core';
import { NumberField } from '@/components/ui/number-field';
import { unitWord, type Measure, type UnitSystem } from '@/lib/amounts';
import type { IngredientChoice } from '../../api/get-ingredient-choices';
import { amountProblem, kitchenReading, needsALook, pickIngredient, type ReviewLine } from '../../lib/import-review';
import { IngredientSelect } from './ingredient-select';
import classes from './import-recipe.module.css';

interface ImportLineProps {
  line: ReviewLine;
  choices: readonly IngredientChoice[];
  measure: Measure | undefined;
  system: UnitSystem;
  onChange: (line: ReviewLine) => void;
}

function LineBadge({ line }: { line: ReviewLine }) {
  if (needsALook(line))
    return (
      <Badge color="yellow.4" variant="filled" radius="sm" style={{ flexShrink: 0 }}>
        Check this line
      </Badge>
    );
  if (line.note)
    return (
      <Badge color="gray" variant="light" radius="sm" style={{ flexShrink: 0 }}>
        Note
      </Badge>
    );
  if (line.draft.confident && !line.checked)
    return (
      <Badge color="larder" variant="light" radius="sm" style={{ flexShrink: 0 }}>
        Sure
      </Badge>
    );
  return (
    <Badge color="blue" variant="light" radius="sm" style={{ flexShrink: 0 }}>
      Checked
    </Badge>
  );
}

/** The unit beside the box: garlic's piece is a clove. */
function unitShown(unit: string | null, measure: Measure | undefined, amount: number | string): string {
  if (!unit) return '';
  const value = typeof amount === 'number' ? amount : 2;
  return unitWord(unit === 'piece' ? (measure?.count_word ?? 'piece') : unit, value);
}

export function ImportLine({ line, choices, measure, system, onChange }: ImportLineProps) {
  const attention = needsALook(line);
  const pick = (choice: IngredientChoice) => onChange(pickIngredient(line, choice));
  const keepAsNote = () => onChange({ ...line, note: true, checked: true });
  const chosen = line.ingredientId && line.ingredientName ? { id: line.ingredientId, name: line.ingredientName } : null;

  return (
    <li className={`${classes.line} ${attention ? classes.attention : ''}`} aria-label={line.draft.line} data-testid="import-line" data-attention={attention || undefined}>
      <div className={classes.head}>
        <Text className={`${classes.written} ${line.note ? classes.struck : ''}`}>{line.draft.line}</Text>
        <LineBadge line={line} />
      </div>
      {line.note ? <NoteControls line={line} choices={choices} onPick={pick} onKeep={keepAsNote} onMatchAgain={() => onChange({ ...line, note: false, checked: true })} /> : <MatchControls line={line} chosen={chosen} choices={choices} measure={measure} system={system} onPick={pick} onChange={onChange} onKeepAsNote={keepAsNote} />}
    </li>
  );
}

function MatchControls({
  line,
  chosen,
  choices,
  measure,
  system,
  onPick,
  onChange,
  onKeepAsNote,
}: {
  line: ReviewLine;
  chosen: { id: string; name: string } | null;
  choices: readonly IngredientChoice[];
  measure: Measure | undefined;
  system: UnitSystem;
  onPick: (choice: IngredientChoice) => void;
  onChange: (line: ReviewLine) => void;
  onKeepAsNote: () => void;
}) {
  const problem = amountProblem(line.amount);
  const unit = unitShown(line.unit, measure, line.amount);
  const reading = problem ? undefined : kitchenReading(line.amount, line.unit, measure, system);
  // A box left empty says so once the save button does; a typed mistake says so at once.
  const typedWrong = problem && problem !== 'Give an amount' ? problem : undefined;
  return (
    <div className={classes.controls}>
      <IngredientSelect choices={choices} value={chosen} onPick={onPick} />
      <NumberField
        label="Amount"
        placeholder={unit ? `Amount in ${unit}` : 'Amount'}
        decimalScale={2}
        hideControls
        value={line.amount}
        onChange={(amount) => onChange({ ...line, amount, checked: true })}
        error={typedWrong}
        description={reading ? `About ${reading}` : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        rightSection={unit ? <span style={{ fontSize: 13, color: 'var(--mantine-color-gray-7)' }}>{unit}</span> : undefined}
        rightSectionWidth={unit ? Math.max(40, unit.length * 8 + 20) : undefined}
      />
      <div className={classes.actions}>
        {needsALook(line) && !problem && (
          <Button size="xs" variant="light" onClick={() => onChange({ ...line, checked: true })}>
            Looks right
          </Button>
        )}
        <Button size="xs" variant="default" onClick={onKeepAsNote}>
          Keep as a note
        </Button>
      </div>
    </div>
  );
}

function NoteControls({ line, choices, onPick, onKeep, onMatchAgain }: { line: ReviewLine; choices: readonly IngredientChoice[]; onPick: (choice: IngredientChoice) => void; onKeep: () => void; onMatchAgain: () => void }) {
  return (
    <>
      <Text size="sm" c="gray.7" mt={4}>
        {line.checked
          ? 'Kept as a note: saved with the description, under “Also needed”.'
          : line.ingredientId
            ? `No amount to plan with (${line.ingredientName}): it is saved as a note unless you give one.`
            : 'Not matched to an ingredient: it is saved as a note unless you pick one.'}
      </Text>
      <div className={`${classes.controls} ${classes.noteControls}`}>
        <IngredientSelect choices={choices} value={null} onPick={onPick} label="Match to an ingredient" placeholder="Search ingredients" />
        <div className={classes.actions}>
          {!line.checked && (
            <Button size="xs" variant="default" onClick={onKeep}>
              Keep as a note
            </Button>
          )}
          {line.ingredientId && (
            <Button size="xs" variant="default" onClick={onMatchAgain}>
              {line.checked ? `Use ${line.ingredientName} again` : `Use ${line.ingredientName}`}
            </Button>
          )}
        </div>
      </div>
    </>
  );
}
