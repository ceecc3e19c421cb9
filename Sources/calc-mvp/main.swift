import CalculatorCLI
import MVP

await CalculatorCommand<MVPApp>.main()
