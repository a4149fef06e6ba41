// The puzzle's picture, drawn here on an offscreen canvas: the CSP allows no outside images, and
// a drawing costs no request. The shop's colours, a book and the shop's name, with something
// different in every region so that each piece of a 4×4 cut can be told apart.

const SIZE = 600;
const COLOURS = {
  paper: "#fdf6ef",
  sand: "#f9e6d2",
  rust: "#b5451b",
  brick: "#93361a",
  dark: "#6e2914",
  gold: "#e9b66b",
};

/** A square picture (the puzzle is grid×grid square pieces). */
export function drawPuzzlePicture(): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext("2d");
  if (!context) return canvas;

  const sky = context.createLinearGradient(0, 0, SIZE, SIZE);
  sky.addColorStop(0, COLOURS.paper);
  sky.addColorStop(0.55, COLOURS.sand);
  sky.addColorStop(1, COLOURS.gold);
  context.fillStyle = sky;
  context.fillRect(0, 0, SIZE, SIZE);

  // Diagonal stripes in the top right and a sun in the top left: the upper pieces differ.
  context.save();
  context.beginPath();
  context.rect(SIZE / 2, 0, SIZE / 2, SIZE / 3);
  context.clip();
  context.strokeStyle = COLOURS.rust;
  context.globalAlpha = 0.25;
  context.lineWidth = 10;
  for (let x = SIZE / 2 - SIZE / 3; x < SIZE; x += 28) {
    context.beginPath();
    context.moveTo(x, SIZE / 3);
    context.lineTo(x + SIZE / 3, 0);
    context.stroke();
  }
  context.restore();

  context.fillStyle = COLOURS.gold;
  context.strokeStyle = COLOURS.rust;
  context.lineWidth = 6;
  context.beginPath();
  context.arc(110, 105, 62, 0, Math.PI * 2);
  context.fill();
  context.stroke();
  for (let ray = 0; ray < 12; ray++) {
    const angle = (ray * Math.PI) / 6;
    context.beginPath();
    context.moveTo(110 + Math.cos(angle) * 78, 105 + Math.sin(angle) * 78);
    context.lineTo(110 + Math.cos(angle) * 98, 105 + Math.sin(angle) * 98);
    context.stroke();
  }

  // The shop's name across the middle.
  context.fillStyle = COLOURS.dark;
  context.font = "bold 104px Georgia, 'Times New Roman', serif";
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillText("Coperta", SIZE / 2, 250);
  context.fillRect(120, 312, SIZE - 240, 6);

  drawOpenBook(context, SIZE / 2, 470);

  // Dots along the bottom corners and a frame around it all.
  context.fillStyle = COLOURS.brick;
  for (let i = 0; i < 5; i++) {
    context.beginPath();
    context.arc(40 + i * 22, SIZE - 40 - i * 18, 7, 0, Math.PI * 2);
    context.fill();
    context.beginPath();
    context.arc(SIZE - 40 - i * 22, SIZE - 40 - i * 18, 7, 0, Math.PI * 2);
    context.fill();
  }
  context.strokeStyle = COLOURS.brick;
  context.lineWidth = 14;
  context.strokeRect(7, 7, SIZE - 14, SIZE - 14);
  return canvas;
}

function drawOpenBook(context: CanvasRenderingContext2D, x: number, y: number) {
  const width = 190;
  const height = 120;
  context.lineWidth = 5;
  context.lineJoin = "round";
  for (const side of [-1, 1]) {
    // The cover under the pages, then the pages.
    context.fillStyle = COLOURS.brick;
    context.beginPath();
    context.moveTo(x, y + height / 2 + 12);
    context.lineTo(x + side * (width + 12), y + height / 2 - 4);
    context.lineTo(x + side * (width + 12), y - height / 2 + 8);
    context.lineTo(x, y - height / 2 + 26);
    context.closePath();
    context.fill();

    context.fillStyle = COLOURS.paper;
    context.strokeStyle = COLOURS.dark;
    context.beginPath();
    context.moveTo(x, y + height / 2);
    context.quadraticCurveTo(
      x + side * width * 0.5,
      y + height / 2 - 22,
      x + side * width,
      y + height / 2 - 12,
    );
    context.lineTo(x + side * width, y - height / 2);
    context.quadraticCurveTo(x + side * width * 0.5, y - height / 2 - 10, x, y - height / 2 + 14);
    context.closePath();
    context.fill();
    context.stroke();

    context.strokeStyle = COLOURS.rust;
    context.lineWidth = 3;
    for (let line = 0; line < 4; line++) {
      const lineY = y - height / 2 + 34 + line * 20;
      context.beginPath();
      context.moveTo(x + side * 22, lineY);
      context.lineTo(x + side * (width - 24), lineY - 6);
      context.stroke();
    }
    context.lineWidth = 5;
  }
}
